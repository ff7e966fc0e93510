import type { Fix } from "@haulwise/domain";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { randomId } from "@/lib/offline/random-id";

/** A fix waiting to be sent, with the driver who recorded it (a phone may change hands). */
export type QueuedFix = Fix & { owner: string };

type Device = {
  deviceId: string;
  nextSeq: number;
  /** The newest fix stored, by whom: outlives a reload, as the browser's cached fix does. */
  last?: { owner: string; recordedAt: string };
};

type PositionsDb = DBSchema & {
  device: { key: "this"; value: Device };
  fixes: { key: number; value: QueuedFix; indexes: { byOwner: [string, number] } };
};

export type PositionQueue = {
  /** This browser's device id; created with the database, so clearing site data starts afresh. */
  deviceId(): Promise<string>;
  /**
   * Numbers the fix and stores it in one transaction: a stored fix always has a unique seq.
   * A fix no newer than the last one stored for the same driver is not stored (null).
   */
  append(owner: string, fix: Omit<Fix, "seq">): Promise<QueuedFix | null>;
  /** The owner's oldest fixes, in the order they were recorded. */
  oldest(owner: string, limit: number): Promise<QueuedFix[]>;
  remove(seqs: readonly number[]): Promise<void>;
  count(owner: string): Promise<number>;
};

const ownerRange = (owner: string) =>
  IDBKeyRange.bound([owner, Number.NEGATIVE_INFINITY], [owner, Number.POSITIVE_INFINITY]);

/**
 * The driver's positions on this device (IndexedDB `haulwise-positions`). Every fix is
 * stored here before anything is sent, numbered with this device's next sequence number;
 * the server stores each (driver, device, seq) once, so a batch sent twice after a lost
 * answer is harmless. The device id lives in the same database as the counter: if the
 * browser clears one, it clears both, and a new id never reuses old numbers.
 */
export function createPositionQueue(dbName = "haulwise-positions"): PositionQueue {
  let db: Promise<IDBPDatabase<PositionsDb>> | null = null;

  function open() {
    db ??= openDB<PositionsDb>(dbName, 1, {
      upgrade(database) {
        database.createObjectStore("device");
        const fixes = database.createObjectStore("fixes", { keyPath: "seq" });
        fixes.createIndex("byOwner", ["owner", "seq"]);
      },
    });
    return db;
  }

  return {
    async deviceId() {
      const database = await open();
      const tx = database.transaction("device", "readwrite");
      let device = await tx.store.get("this");
      if (!device) {
        device = { deviceId: randomId(), nextSeq: 1 };
        await tx.store.put(device, "this");
      }
      await tx.done;
      return device.deviceId;
    },

    async append(owner, fix) {
      const database = await open();
      const tx = database.transaction(["device", "fixes"], "readwrite");
      const devices = tx.objectStore("device");
      const device = (await devices.get("this")) ?? { deviceId: randomId(), nextSeq: 1 };
      // A reloaded page's first fix may be the one the browser cached before the reload: the
      // same place and time, already stored. Both times are UTC ISO strings, which sort as
      // their instants do.
      if (device.last?.owner === owner && fix.recordedAt <= device.last.recordedAt) {
        await tx.done;
        return null;
      }
      const queued: QueuedFix = { ...fix, seq: device.nextSeq, owner };
      const last = { owner, recordedAt: fix.recordedAt };
      await devices.put({ ...device, nextSeq: device.nextSeq + 1, last }, "this");
      await tx.objectStore("fixes").add(queued);
      await tx.done;
      return queued;
    },

    async oldest(owner, limit) {
      const database = await open();
      return database.getAllFromIndex("fixes", "byOwner", ownerRange(owner), limit);
    },

    async remove(seqs) {
      if (seqs.length === 0) return;
      const database = await open();
      const tx = database.transaction("fixes", "readwrite");
      await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
    },

    async count(owner) {
      const database = await open();
      return database.countFromIndex("fixes", "byOwner", ownerRange(owner));
    },
  };
}
