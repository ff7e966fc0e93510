/**
 * The server as browser tests run it when they must move its clock: the production entry
 * with a test clock, steered by the parent process over Node's IPC channel only (no route
 * is added). Run from source (`node --import tsx`), so it is never part of the build.
 *
 * Messages: `{ id, advance: ms }` moves the clock; `{ id, runWorker: name }` runs one
 * periodic worker's round now, by the moved clock. Each is answered `{ id, now }`.
 */
import { createTestClock } from "../clock.js";
import { ConfigError } from "../config.js";
import { serve } from "../serve.js";

type Command = { id: number; advance?: number; runWorker?: string };

async function main() {
  const clock = createTestClock();
  const app = await serve({ clock });
  process.on("message", (message: Command) => {
    const answer = async () => {
      if (message.advance !== undefined) clock.advance(message.advance);
      if (message.runWorker !== undefined) {
        const worker = app.haulwise.workers.workers.find((w) => w.name === message.runWorker);
        if (!worker) throw new Error(`No worker named ${message.runWorker}`);
        await worker.tick(clock.now());
        await app.haulwise.events.settled();
      }
      return { id: message.id, now: clock.now().toISOString() };
    };
    answer().then(
      (reply) => process.send?.(reply),
      (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
