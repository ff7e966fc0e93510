import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DemoAccount } from "@haulwise/domain";
import type { DemoWaiting } from "./shift.js";

/** One simulated driver as the seed left them: their sign-in, job, and where to report. */
export type DemoDriver = {
  index: number;
  userId: string;
  email: string;
  password: string;
  jobId: string;
  /** The session cookie the driver's phone keeps, so the simulator need not sign in again. */
  cookie: string;
  /** A background tracker app's device token (OsmAnd protocol), for the drivers who use one. */
  deviceToken: string | null;
};

/** The demo's file of record, beside its database: who is who, and how far the seed went. */
export type DemoState = {
  company: string;
  timeZone: string;
  accounts: DemoAccount[];
  drivers: DemoDriver[];
  /** The demo time the seed wrote history up to. */
  seededThrough: string;
  /** Who the seed left waiting at a broken loader as the demo first opens, if anyone. */
  waiting?: DemoWaiting | null;
};

export const demoStatePath = (dataDir: string) => path.join(dataDir, "demo.json");

export function readDemoState(dataDir: string): DemoState | null {
  try {
    return JSON.parse(readFileSync(demoStatePath(dataDir), "utf8")) as DemoState;
  } catch {
    return null;
  }
}

export function writeDemoState(dataDir: string, state: DemoState) {
  writeFileSync(demoStatePath(dataDir), `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/**
 * The demo company's name and sign-ins for the sign-in page, read once the seed wrote them
 * (the server may start answering before that).
 */
export function demoSignInsFrom(dataDir: string) {
  let found: Pick<DemoState, "company" | "accounts"> | null = null;
  return () => {
    if (found) return found;
    const state = readDemoState(dataDir);
    if (state) found = { company: state.company, accounts: state.accounts };
    return found;
  };
}

/** Where the demo's clock stood when it last stopped, so a restart never goes back in time. */
const clockPath = (dataDir: string) => path.join(dataDir, "demo-clock.json");

export function readDemoClock(dataDir: string): number | null {
  try {
    const saved = JSON.parse(readFileSync(clockPath(dataDir), "utf8")) as { now?: string };
    const at = saved.now ? Date.parse(saved.now) : Number.NaN;
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

export function writeDemoClock(dataDir: string, now: Date) {
  writeFileSync(clockPath(dataDir), `${JSON.stringify({ now: now.toISOString() })}\n`);
}
