import { messages } from "@haulwise/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { installBrowserPermissions, removeBrowserPermissions } from "@/test/browser-permissions";
import { DevicePermissions } from "./device-permissions";

afterEach(() => {
  vi.restoreAllMocks();
  removeBrowserPermissions();
});

describe("DevicePermissions", () => {
  it("offers location to drivers only", async () => {
    installBrowserPermissions();
    const { rerender } = render(<DevicePermissions userRole="contractor" />);
    expect(await screen.findByRole("button", { name: "Allow notifications" })).toBeInTheDocument();
    expect(screen.queryByText("Location (GPS)")).not.toBeInTheDocument();
    rerender(<DevicePermissions userRole="driver" />);
    expect(await screen.findByRole("button", { name: "Allow location" })).toBeInTheDocument();
  });

  it("asks the browser and reports its answer", async () => {
    const fake = installBrowserPermissions({ geolocation: "prompt", notifications: "denied" });
    const success = vi.spyOn(toast, "success");
    const user = userEvent.setup();
    render(<DevicePermissions userRole="driver" />);
    expect(await screen.findByText(/Blocked in this browser/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Allow notifications" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Allow location" }));
    expect(fake.requests).toEqual(["geolocation"]);
    expect(success).toHaveBeenCalledWith(messages.permissionsPrompt.gpsGranted, expect.anything());
    expect(await screen.findByText(/^Allowed\./)).toBeInTheDocument();
  });

  it("says when the browser cannot do it at all", async () => {
    installBrowserPermissions({}, ["notifications"]);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<DevicePermissions userRole="contractor" />);
    expect(await screen.findByText("This browser cannot do this.")).toBeInTheDocument();
  });
});
