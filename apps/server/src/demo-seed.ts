// The demo's seed (run by scripts/demo.mjs before the server starts): the demo company and
// its history, written through the app's own API on a clock moved through the past weeks.
import { mkdirSync } from "node:fs";
import { buildApp } from "./app.js";
import { createTestClock, wallClockMs } from "./clock.js";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrator.js";
import { seedDemo } from "./demo/seed.js";
import { readDemoClock, readDemoState, writeDemoClock, writeDemoState } from "./demo/state.js";
import type { MailMessage } from "./mail/mailer.js";

async function main() {
  const config = loadConfig();
  if (!config.demo) throw new ConfigError("The demo seed runs only with DEMO=true");
  if (readDemoState(config.dataDir)) {
    console.log(`The demo company is already in ${config.dataDir}.`);
    return;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const historyDays = Number(process.env.DEMO_HISTORY_DAYS ?? 14);
  const started = wallClockMs();
  const now = Math.max(started, readDemoClock(config.dataDir) ?? 0);
  const database = openDatabase(config.database, { sqliteSynchronous: "NORMAL" });
  await migrateToLatest(database);
  const clock = createTestClock(new Date(now));
  const mail: MailMessage[] = [];
  // Nobody reads the seed's mail but the seed: it opens the links itself.
  const mailer = {
    send: async (message: MailMessage) => {
      mail.push(message);
      return "sent" as const;
    },
    close() {},
  };
  config.workers.enabled = false;
  config.logLevel = "warn";
  const app = await buildApp({ ...config, logLevel: "warn" }, { database, clock, mailer });
  await app.ready();
  try {
    const state = await seedDemo({
      app,
      clock,
      mailLink: async (to, subject) => {
        const message = mail.filter((m) => m.to === to && subject.test(m.subject)).at(-1);
        if (!message?.link) throw new Error(`no mail to ${to} matching ${subject}`);
        return message.link;
      },
      origin: config.publicUrl,
      now,
      historyDays: Number.isFinite(historyDays) ? Math.max(0, Math.min(30, historyDays)) : 14,
      log: (line) => console.log(line),
    });
    writeDemoState(config.dataDir, state);
    writeDemoClock(config.dataDir, new Date(now));
    console.log(`Demo company ready in ${((wallClockMs() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
