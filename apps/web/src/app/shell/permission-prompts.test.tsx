import { messages } from "@haulwise/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_NOW_DURATION_MS } from "@/lib/prompt-dismissals";
import { toast } from "@/lib/toast";
import { installBrowserPermissions, removeBrowserPermissions } from "@/test/browser-permissions";
import { PermissionPrompts } from "./permission-prompts";
import { choosePrompt, gpsBannerReason, type PromptInput } from "./prompt-choice";

const m = messages.permissionsPrompt;
const gpsPrompt = { name: "Turn on GPS tracking?" };
const notificationPrompt = { name: "Turn on notifications?" };
const banner = { name: m.gpsDisabledBanner };

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  removeBrowserPermissions();
});

describe("choosePrompt", () => {
  const base: PromptInput = {
    role: "driver",
    geolocation: "prompt",
    notifications: "prompt",
    notNow: { geolocation: false, notifications: false },
    asking: null,
  };

  it.each<[string, Partial<PromptInput>, ReturnType<typeof choosePrompt>]>([
    ["GPS first for an undecided driver", {}, "geolocation"],
    ["notifications once GPS is decided", { geolocation: "granted" }, "notifications"],
    [
      "notifications once GPS was put off",
      { notNow: { geolocation: true, notifications: false } },
      "notifications",
    ],
    ["nothing while the browser's GPS dialog is open", { asking: "geolocation" }, null],
    ["nothing until GPS has been read", { geolocation: "checking" }, null],
    ["no GPS prompt for contractors", { role: "contractor" }, "notifications"],
    ["nothing for a role without prompts", { role: "admin" }, null],
    ["nothing when both are decided", { geolocation: "denied", notifications: "granted" }, null],
    [
      "nothing when notifications were put off",
      { geolocation: "granted", notNow: { geolocation: false, notifications: true } },
      null,
    ],
  ])("%s", (_, change, expected) => {
    expect(choosePrompt({ ...base, ...change })).toBe(expected);
  });
});

describe("gpsBannerReason", () => {
  const on = { supported: true };
  it.each<[string, Parameters<typeof gpsBannerReason>, ReturnType<typeof gpsBannerReason>]>([
    ["off while undecided, beside the GPS prompt", ["driver", { ...on, state: "prompt" }], "off"],
    ["blocked by the browser", ["driver", { ...on, state: "denied" }], "denied"],
    ["no such API", ["driver", { state: "denied", supported: false }], "unsupported"],
    ["none once granted", ["driver", { ...on, state: "granted" }], null],
    ["none until read", ["driver", { ...on, state: "checking" }], null],
    ["never for contractors", ["contractor", { ...on, state: "denied" }], null],
  ])("%s", (_, input, expected) => {
    expect(gpsBannerReason(...input)).toBe(expected);
  });
});

function renderPrompts(role: "driver" | "contractor" = "driver") {
  const user = userEvent.setup();
  render(<PermissionPrompts userRole={role} userId="u1" />);
  return { user };
}

describe("PermissionPrompts", () => {
  it("asks a driver for GPS, then for notifications, never both at once", async () => {
    const fake = installBrowserPermissions();
    const success = vi.spyOn(toast, "success");
    const { user } = renderPrompts();

    expect(await screen.findByRole("region", gpsPrompt)).toBeInTheDocument();
    expect(screen.queryByRole("region", notificationPrompt)).not.toBeInTheDocument();
    // Location is not granted yet, so the banner says so beside the prompt.
    expect(screen.getByRole("region", banner)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Allow" }));
    expect(fake.requests).toEqual(["geolocation"]);
    expect(success).toHaveBeenCalledWith(m.gpsGranted, expect.anything());
    expect(await screen.findByRole("region", notificationPrompt)).toBeInTheDocument();
    expect(screen.queryByRole("region", gpsPrompt)).not.toBeInTheDocument();
    expect(screen.queryByRole("region", banner)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Allow" }));
    expect(fake.requests).toEqual(["geolocation", "notifications"]);
    expect(success).toHaveBeenCalledWith(m.notificationsEnabled, expect.anything());
    await waitFor(() =>
      expect(screen.queryByRole("region", notificationPrompt)).not.toBeInTheDocument(),
    );
  });

  it("toasts the browser's refusals with the spec's details", async () => {
    const fake = installBrowserPermissions();
    fake.answers = { geolocation: "denied", notifications: "denied" };
    const error = vi.spyOn(toast, "error");
    const { user } = renderPrompts();

    await user.click(await screen.findByRole("button", { name: "Allow" }));
    expect(error).toHaveBeenCalledWith(
      m.gpsDenied,
      expect.objectContaining({ description: m.gpsDeniedDetail }),
    );
    await screen.findByRole("region", notificationPrompt);
    await user.click(screen.getByRole("button", { name: "Allow" }));
    expect(error).toHaveBeenCalledWith(
      m.notificationsDisabled,
      expect.objectContaining({ description: m.notificationsDisabledDetail }),
    );
    // Location is now blocked: the banner says so.
    expect(await screen.findByRole("region", banner)).toHaveTextContent(/blocked/);
  });

  it("remembers Not Now for a while and says it can be enabled later", async () => {
    installBrowserPermissions();
    const info = vi.spyOn(toast, "info");
    const first = renderPrompts();
    await first.user.click(await screen.findByRole("button", { name: "Not Now" }));
    expect(info).toHaveBeenCalledWith(
      m.gpsTrackingDenied,
      expect.objectContaining({ description: m.enableLater }),
    );
    // GPS put off: the banner offers it, and the notification prompt takes its turn.
    expect(await screen.findByRole("region", banner)).toBeInTheDocument();
    await first.user.click(await screen.findByRole("button", { name: "Not Now" }));
    expect(info).toHaveBeenCalledWith(
      m.notificationsDenied,
      expect.objectContaining({ description: m.enableLater }),
    );
    expect(screen.queryByRole("region", notificationPrompt)).not.toBeInTheDocument();

    // Another page view soon after: no prompts, the banner stays.
    screen.getByRole("region", banner);
    const { unmount } = render(<PermissionPrompts userRole="driver" userId="u1" />);
    expect((await screen.findAllByRole("region", banner)).length).toBeGreaterThan(0);
    expect(screen.queryByRole("region", gpsPrompt)).not.toBeInTheDocument();
    unmount();

    // A day later the GPS prompt is back; notifications wait out their week.
    const later = Date.now() + NOT_NOW_DURATION_MS.geolocation + 1;
    vi.spyOn(Date, "now").mockReturnValue(later);
    render(<PermissionPrompts userRole="driver" userId="u1" />);
    expect(await screen.findByRole("region", gpsPrompt)).toBeInTheDocument();
  });

  it("shows the GPS banner until location is granted, and hides it when it is", async () => {
    const fake = installBrowserPermissions({ geolocation: "denied", notifications: "granted" });
    const { user } = renderPrompts();
    const shown = await screen.findByRole("region", banner);
    expect(screen.queryByRole("region", gpsPrompt)).not.toBeInTheDocument();
    expect(shown).toHaveTextContent(/site settings/);

    fake.answers.geolocation = "denied";
    const error = vi.spyOn(toast, "error");
    await user.click(screen.getByRole("button", { name: "Enable GPS" }));
    expect(error).toHaveBeenCalledWith(m.gpsDenied, expect.anything());

    // Allowed from the browser's own settings: the Permissions API says so, the banner goes.
    fake.geolocation.change("granted");
    await waitFor(() => expect(screen.queryByRole("region", banner)).not.toBeInTheDocument());
  });

  it("asks contractors for notifications only", async () => {
    installBrowserPermissions();
    renderPrompts("contractor");
    expect(await screen.findByRole("region", notificationPrompt)).toBeInTheDocument();
    expect(screen.queryByRole("region", gpsPrompt)).not.toBeInTheDocument();
    expect(screen.queryByRole("region", banner)).not.toBeInTheDocument();
  });

  it("logs a browser without the APIs and treats it as denied", async () => {
    installBrowserPermissions({}, ["geolocation", "notifications"]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderPrompts();
    const shown = await screen.findByRole("region", banner);
    expect(shown).toHaveTextContent(/cannot share your location/);
    expect(screen.queryByRole("button", { name: "Enable GPS" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", notificationPrompt)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no geolocation API"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no notifications API"));
  });

  it("reads notifications from the Notification API when there is no Permissions API", async () => {
    installBrowserPermissions({ geolocation: "granted", notifications: "prompt" }, ["permissions"]);
    renderPrompts("contractor");
    expect(await screen.findByRole("region", notificationPrompt)).toBeInTheDocument();
  });
});
