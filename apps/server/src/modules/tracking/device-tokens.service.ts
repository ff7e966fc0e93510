import { createHash, randomBytes } from "node:crypto";
import { type CreatedDeviceToken, type DeviceToken, messages, TRACKING } from "@haulwise/domain";
import { type Actor, requireRole } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { timeOrderedId } from "../../db/ids.js";
import { badRequest, notFound } from "../../http/app-error.js";
import * as repo from "./device-tokens.repo.js";

export type DeviceTokensService = ReturnType<typeof createDeviceTokensService>;

/** Tokens start with this, so one pasted in the wrong place is recognisable (and scannable). */
const TOKEN_PREFIX = "hwdt_";
/** "Last used" is written at most this often: a tracker reports every few seconds. */
const TOUCH_INTERVAL_MS = 60_000;

/** A device a presented token stands for. */
export type AuthenticatedDevice = { driverId: string; deviceId: string; lastUsedAt: string | null };

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const toDeviceToken = (row: Awaited<ReturnType<typeof repo.listForUser>>[number]): DeviceToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/**
 * Personal device tokens: a driver points a background tracker app at Haulwise with one.
 * The token is shown once and stored only as its SHA-256 (it is 32 random bytes, so a slow
 * hash adds nothing); it writes that driver's positions and nothing else, and revoking it
 * refuses the next report.
 */
export function createDeviceTokensService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const onlyDrivers = (actor: Actor) => requireRole(actor, "driver", messages.tracking.driversOnly);

  return {
    async list(actor: Actor): Promise<DeviceToken[]> {
      onlyDrivers(actor);
      return (await repo.listForUser(db, actor.userId)).map(toDeviceToken);
    },

    async create(actor: Actor, name: string): Promise<CreatedDeviceToken> {
      onlyDrivers(actor);
      if ((await repo.countForUser(db, actor.userId)) >= TRACKING.deviceTokensMax) {
        throw badRequest(messages.tracking.tooManyDeviceTokens(TRACKING.deviceTokensMax));
      }
      const now = clock.now();
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
      const id = timeOrderedId(now.getTime());
      await repo.insert(db, {
        id,
        user_id: actor.userId,
        name,
        token_hash: hashOf(token),
        created_at: now.toISOString(),
        last_used_at: null,
      });
      return { id, name, createdAt: now.toISOString(), lastUsedAt: null, token };
    },

    async revoke(actor: Actor, id: string): Promise<void> {
      onlyDrivers(actor);
      if (!(await repo.deleteOwn(db, actor.userId, id))) {
        throw notFound(messages.tracking.deviceTokenNotFound);
      }
    },

    /** The driver and device a presented token stands for, or null if unknown or revoked. */
    async authenticate(token: string): Promise<AuthenticatedDevice | null> {
      if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null;
      const row = await repo.findByHash(db, hashOf(token));
      if (!row) return null;
      return { driverId: row.user_id, deviceId: row.id, lastUsedAt: row.last_used_at };
    },

    /**
     * Records that the device delivered a report; refused reports leave "last used" as it
     * was, so a refusal writes nothing.
     */
    async markUsed(device: AuthenticatedDevice): Promise<void> {
      const now = clock.now();
      const last = device.lastUsedAt ? Date.parse(device.lastUsedAt) : 0;
      if (now.getTime() - last > TOUCH_INTERVAL_MS) {
        await repo.touch(db, device.deviceId, now.toISOString());
      }
    },
  };
}
