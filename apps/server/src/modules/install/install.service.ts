import type { DemoAccount, InstallInfo } from "@haulwise/domain";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import * as repo from "./install.repo.js";

export type InstallService = ReturnType<typeof createInstallService>;

/** The demo company's name and sign-ins, once the seed has written them (else null). */
export type DemoSignIns = () => { company: string; accounts: DemoAccount[] } | null;

/**
 * What a signed-out visitor may know about this install: demo mode's sign-ins and clock,
 * whether mail lands in the outbox, and whether nobody has signed up yet (a fresh install
 * greets its first visitor with the way in). Once someone has, that is remembered.
 */
export function createInstallService(deps: {
  db: Db;
  clock: Clock;
  demo: { speed: number; signIns: DemoSignIns } | null;
  mailToOutbox: boolean;
}) {
  let inUse = false;
  const firstRun = async () => {
    inUse ||= await repo.anyoneSignedUp(deps.db);
    return !inUse;
  };
  return {
    /** Install facts for the public pages; nothing here needs a session. */
    async info(): Promise<InstallInfo> {
      if (!deps.demo) {
        return { demo: null, mailToOutbox: deps.mailToOutbox, firstRun: await firstRun() };
      }
      const seeded = deps.demo.signIns();
      return {
        demo: {
          speed: deps.demo.speed,
          now: deps.clock.now().toISOString(),
          company: seeded?.company ?? null,
          accounts: seeded?.accounts ?? [],
        },
        mailToOutbox: deps.mailToOutbox,
        firstRun: false,
      };
    },
  };
}
