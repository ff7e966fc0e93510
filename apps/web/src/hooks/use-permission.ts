import { useCallback, useSyncExternalStore } from "react";
import {
  fromNotificationPermission,
  isSupported,
  type PermissionKind,
  type PermissionSnapshot,
  type PermissionValue,
  readPermission,
} from "@/lib/browser-permissions";

export type { PermissionKind, PermissionSnapshot, PermissionValue };

type Store = {
  subscribe: (listener: () => void) => () => void;
  get: () => PermissionSnapshot;
  set: (state: PermissionValue) => void;
};

type Watch = { cancelled: boolean; stop: () => void };

/**
 * Reads the state, then follows the browser's own change events while anyone listens. The
 * last answer read is where a new subscriber starts (it reads again at once), so a prompt
 * read early renders with the page instead of appearing above it a moment later.
 */
function createStore(kind: PermissionKind): Store & { readEarly: () => Promise<void> } {
  let known: PermissionValue | null = null;
  let early: Promise<void> | null = null;
  const initial = (): PermissionSnapshot => {
    const supported = isSupported(kind);
    return { state: supported ? (known ?? "checking") : "denied", supported };
  };
  let snapshot = initial();
  const listeners = new Set<() => void>();
  let current: Watch | null = null;

  function set(state: PermissionValue) {
    known = state;
    if (snapshot.state === state) return;
    snapshot = { ...snapshot, state };
    for (const listener of listeners) listener();
  }

  async function watch(token: Watch) {
    const { state, status } = await readPermission(kind);
    if (token.cancelled) return;
    if (status) {
      const handleChange = () => set(status.state);
      status.addEventListener("change", handleChange);
      token.stop = () => status.removeEventListener("change", handleChange);
    }
    set(state);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        snapshot = initial();
        if (snapshot.supported) {
          current = { cancelled: false, stop: () => {} };
          void watch(current);
        } else {
          console.warn(`This browser has no ${kind} API; treating the permission as denied.`);
        }
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !current) return;
        current.cancelled = true;
        current.stop();
        current = null;
        snapshot = initial();
      };
    },
    get: () => snapshot,
    set,
    /** One read however many callers ask; an answer already known needs none. */
    readEarly() {
      if (!isSupported(kind) || known !== null) return Promise.resolve();
      early ??= readPermission(kind).then(({ state }) => {
        if (known === null) set(state);
      });
      return early;
    },
  };
}

const stores = new Map<PermissionKind, ReturnType<typeof createStore>>();

function storeFor(kind: PermissionKind) {
  let store = stores.get(kind);
  if (!store) {
    store = createStore(kind);
    stores.set(kind, store);
  }
  return store;
}

/** GeolocationPositionError.PERMISSION_DENIED, spelled out for browsers without the global. */
const GEOLOCATION_PERMISSION_DENIED = 1;

/** Asks through the browser's own dialog; resolves with the state that results. */
async function askBrowser(kind: PermissionKind): Promise<PermissionValue> {
  if (!isSupported(kind)) return "denied";
  if (kind === "notifications") {
    // Very old Safari answers through a callback and resolves nothing; read the result after.
    const answer = await Notification.requestPermission();
    return fromNotificationPermission(answer ?? Notification.permission);
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      () => resolve("granted"),
      // Only PERMISSION_DENIED means no; a timeout or no fix still means the person said yes.
      (error) => resolve(error.code === GEOLOCATION_PERMISSION_DENIED ? "denied" : "granted"),
      { maximumAge: Number.POSITIVE_INFINITY, timeout: 20_000 },
    );
  });
}

/**
 * A browser permission's state, kept current through the Permissions API, and a way to ask.
 * Every component reading the same permission shares one subscription and sees one answer.
 */
export function usePermission(kind: PermissionKind) {
  const store = storeFor(kind);
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get);
  const request = useCallback(async () => {
    const result = await askBrowser(kind);
    store.set(result);
    return result;
  }, [kind, store]);
  return { ...snapshot, request };
}

/**
 * Reads both permissions while the app's code and the session are still loading, so the
 * shell's prompts are decided by its first render and never push the page down after it.
 */
export async function readPermissionsEarly(): Promise<void> {
  await Promise.all(
    (["geolocation", "notifications"] as const).map((kind) => storeFor(kind).readEarly()),
  );
}
