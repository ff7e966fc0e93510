import "@testing-library/jest-dom/vitest";
// jsdom has no IndexedDB; the offline queues run on this in-memory implementation of it.
import "fake-indexeddb/auto";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { resetConnection } from "@/lib/connection";
import { ALL_PARTS, activateLanguage } from "@/lib/i18n";

// Screens read their words from the English catalogue unless a test chooses another.
await activateLanguage("en", ALL_PARTS);

// jsdom has no layout, so no ResizeObserver; Radix measures radios and menus with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// The suite shares two cores with the server tests and browsers: a screen's first render in a
// file (its lazy modules compiling) can take over the default second without anything wrong.
configure({ asyncUtilTimeout: 3_000 });

// Without globals, Testing Library cannot register its own cleanup between tests.
afterEach(() => {
  cleanup();
  // A test whose server was unreachable leaves the next one a reachable server.
  resetConnection();
});
