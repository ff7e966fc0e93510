import { vi } from "vitest";

type State = "prompt" | "granted" | "denied";

/** A PermissionStatus whose state a test can change, firing `change` like a browser does. */
class FakePermissionStatus extends EventTarget {
  constructor(public state: State) {
    super();
  }
  change(state: State) {
    this.state = state;
    this.dispatchEvent(new Event("change"));
  }
}

export type FakePermissions = {
  geolocation: FakePermissionStatus;
  notifications: FakePermissionStatus;
  /** What the browser's own dialog answers when asked. */
  answers: { geolocation: State; notifications: State };
  requests: string[];
};

/**
 * Installs the Permissions, Geolocation and Notification APIs that jsdom lacks, with the
 * given starting states. Pass `missing` to leave an API out, as an old browser would.
 */
export function installBrowserPermissions(
  initial: { geolocation?: State; notifications?: State } = {},
  missing: Array<"geolocation" | "notifications" | "permissions"> = [],
): FakePermissions {
  const fake: FakePermissions = {
    geolocation: new FakePermissionStatus(initial.geolocation ?? "prompt"),
    notifications: new FakePermissionStatus(initial.notifications ?? "prompt"),
    answers: { geolocation: "granted", notifications: "granted" },
    requests: [],
  };
  const define = (target: object, name: string, value: unknown) =>
    Object.defineProperty(target, name, { value, configurable: true, writable: true });

  define(
    navigator,
    "permissions",
    missing.includes("permissions")
      ? undefined
      : { query: vi.fn(async ({ name }: { name: "geolocation" | "notifications" }) => fake[name]) },
  );
  if (missing.includes("geolocation")) {
    Reflect.deleteProperty(navigator, "geolocation");
  } else {
    define(navigator, "geolocation", {
      getCurrentPosition: (ok: (position: unknown) => void, fail: (error: unknown) => void) => {
        fake.requests.push("geolocation");
        const answer = fake.answers.geolocation;
        fake.geolocation.change(answer);
        if (answer === "granted") ok({ coords: { latitude: 1, longitude: 2 } });
        else fail({ code: 1, message: "User denied Geolocation" });
      },
    });
  }
  if (missing.includes("notifications")) {
    Reflect.deleteProperty(window, "Notification");
  } else {
    define(window, "Notification", {
      get permission() {
        const state = fake.notifications.state;
        return state === "prompt" ? "default" : state;
      },
      requestPermission: async () => {
        fake.requests.push("notifications");
        const answer = fake.answers.notifications;
        fake.notifications.change(answer);
        return answer === "prompt" ? "default" : answer;
      },
    });
  }
  return fake;
}

export function removeBrowserPermissions() {
  Reflect.deleteProperty(navigator, "permissions");
  Reflect.deleteProperty(navigator, "geolocation");
  Reflect.deleteProperty(window, "Notification");
}
