import type { Clock } from "../clock.js";
import type { Db } from "../db/database.js";
import type { Actor, ActorResolver } from "./actor.js";

/**
 * For connections that outlive a request (realtime sockets): reads the person's session
 * again and resolves them afresh, or null once the session has ended (signed out, expired,
 * password reset, account deleted), so a long-lived socket loses access like a request would.
 */
export function createReauthenticator(deps: {
  db: Db;
  clock: Clock;
  resolveActor: ActorResolver;
}): (actor: Actor) => Promise<Actor | null> {
  const { db, clock, resolveActor } = deps;
  return async (actor) => {
    const session = await db
      .selectFrom("sessions")
      .select("id")
      .where("id", "=", actor.sessionId)
      .where("user_id", "=", actor.userId)
      .where("expires_at", ">", clock.now().toISOString())
      .executeTakeFirst();
    if (!session) return null;
    return resolveActor({
      id: actor.userId,
      email: actor.email,
      emailVerified: actor.verified,
      sessionId: actor.sessionId,
    });
  };
}
