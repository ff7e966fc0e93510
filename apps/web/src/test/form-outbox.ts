import { afterEach, beforeEach, vi } from "vitest";
import { formOutbox } from "@/api/form-outbox";

/**
 * Gives each test of the file the signed-in driver's outbox, started and empty, and empties
 * it again afterwards so nothing queued leaks into the next test.
 */
export function startFormOutboxEachTest() {
  beforeEach(async () => {
    formOutbox.setOwner("u1");
    await formOutbox.start();
  });

  afterEach(async () => {
    for (const queued of formOutbox.entries()) await formOutbox.discard(queued.id);
    formOutbox.setOwner(null);
    vi.restoreAllMocks();
  });
}
