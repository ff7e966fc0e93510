import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importOrReload } from "./chunk-reload";

const missingChunk = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

describe("loading a split chunk", () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal("location", { ...window.location, reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
  });

  it("passes a loaded module through", async () => {
    await expect(importOrReload(async () => ({ Screen: "module" }))).resolves.toEqual({
      Screen: "module",
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads once when a chunk of an older build is gone, then lets the error through", async () => {
    const first = importOrReload(missingChunk);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The page is reloading: the route neither renders nor shows the error screen meanwhile.
    expect(await Promise.race([first.then(() => "settled"), Promise.resolve("pending")])).toBe(
      "pending",
    );

    // Failing again right after the reload is not a stale tab: the error screen says so.
    await expect(importOrReload(missingChunk)).rejects.toThrow("dynamically imported module");
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
