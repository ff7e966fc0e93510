import { renderHook } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { installBrowserPermissions, removeBrowserPermissions } from "@/test/browser-permissions";
import { type PermissionValue, readPermissionsEarly, usePermission } from "./use-permission";

afterEach(() => removeBrowserPermissions());

it("starts from an early read, so the shell's prompts are decided by its first render", async () => {
  const fake = installBrowserPermissions({ geolocation: "denied", notifications: "prompt" });
  // The app asks as it starts and again as it renders: one read of each permission serves both.
  await Promise.all([readPermissionsEarly(), readPermissionsEarly()]);
  expect(navigator.permissions.query).toHaveBeenCalledTimes(2);

  const first: Partial<Record<"geolocation" | "notifications", PermissionValue>> = {};
  const { result } = renderHook(() => {
    const geolocation = usePermission("geolocation");
    const notifications = usePermission("notifications");
    first.geolocation ??= geolocation.state;
    first.notifications ??= notifications.state;
    return notifications;
  });
  expect(first).toEqual({ geolocation: "denied", notifications: "prompt" });

  // It still follows the browser afterwards.
  fake.notifications.change("granted");
  await expect.poll(() => result.current.state).toBe("granted");
});
