import { createHash } from "node:crypto";
import type Pg from "pg";
import { pgDriver } from "./pg-driver.js";

/**
 * A cluster-wide lock, such as "the periodic workers run here". On PostgreSQL it is a session
 * advisory lock held on a connection of its own: if this process dies or its connection is
 * cut, PostgreSQL lets the lock go and another instance can take it. On SQLite there is one
 * server process per database file, so the lock is always granted.
 */
export type AdvisoryLock = {
  /** Takes the lock if it is free, or checks that it is still held; false if someone else has it. */
  tryAcquire(): Promise<boolean>;
  /** Whether this process held the lock at the last check. */
  readonly held: boolean;
  /** Lets the lock go and closes its connection; safe to call when not held. */
  release(): Promise<void>;
};

/** A stable 64-bit key for a lock name, as PostgreSQL's advisory lock functions take it. */
export function advisoryLockKey(name: string): string {
  const digest = createHash("sha256").update(`haulwise:${name}`).digest();
  return digest.readBigInt64BE(0).toString();
}

export function alwaysGrantedLock(): AdvisoryLock {
  let held = false;
  return {
    get held() {
      return held;
    },
    async tryAcquire() {
      held = true;
      return true;
    },
    async release() {
      held = false;
    },
  };
}

export function postgresAdvisoryLock(
  connectionString: string,
  name: string,
  onConnectionError: (error: Error) => void,
): AdvisoryLock {
  const key = advisoryLockKey(name);
  let client: Pg.Client | null = null;
  let held = false;

  /** Forgets the connection; PostgreSQL releases the lock when the session ends. */
  function drop(connection: Pg.Client) {
    if (client !== connection) return;
    client = null;
    held = false;
    connection.end().catch(() => {});
  }

  async function connect(): Promise<Pg.Client> {
    const connection = new (pgDriver().Client)({ connectionString });
    connection.on("error", (error) => {
      onConnectionError(error);
      drop(connection);
    });
    connection.on("end", () => drop(connection));
    await connection.connect();
    client = connection;
    return connection;
  }

  return {
    get held() {
      return held;
    },

    async tryAcquire() {
      let connection = client;
      try {
        if (connection && held) {
          // Still our session, so still our lock.
          await connection.query("select 1");
          return true;
        }
        connection ??= await connect();
        const { rows } = await connection.query<{ locked: boolean }>(
          "select pg_try_advisory_lock($1::bigint) as locked",
          [key],
        );
        held = rows[0]?.locked === true;
        // A follower keeps no connection open between attempts.
        if (!held) drop(connection);
        return held;
      } catch (error) {
        onConnectionError(error as Error);
        if (connection) drop(connection);
        return false;
      }
    },

    async release() {
      const connection = client;
      if (!connection) return;
      try {
        if (held) await connection.query("select pg_advisory_unlock($1::bigint)", [key]);
      } catch {
        // Ending the session below releases it all the same.
      }
      drop(connection);
    },
  };
}
