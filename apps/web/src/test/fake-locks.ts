/**
 * A Web Locks API (`navigator.locks`) that jsdom lacks, for `ifAvailable` requests: a lock is
 * held while its callback runs, and a request for a held lock gets `null` at once. `hold`
 * takes a lock from outside, as another tab would.
 */
export function installFakeLocks() {
  const held = new Set<string>();
  const locks = {
    async request<T>(
      name: string,
      _options: { ifAvailable: boolean },
      callback: (lock: unknown) => Promise<T>,
    ): Promise<T> {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
  Object.defineProperty(navigator, "locks", { value: locks, configurable: true });
  return {
    hold: (name: string) => held.add(name),
    release: (name: string) => held.delete(name),
    uninstall: () => Reflect.deleteProperty(navigator, "locks"),
  };
}
