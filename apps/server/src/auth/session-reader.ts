import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookie } from "cookie";
import type { Clock } from "../clock.js";
import { compiledQuery, type Param } from "../db/compiled-query.js";
import type { Db } from "../db/database.js";
import type { SessionUser } from "./actor.js";

/** What the session cookie of a request says, read without Better Auth's request machinery. */
export type SessionReading =
  /** No session cookie, a forged one, or a session that no longer exists. */
  | { kind: "none" }
  | { kind: "valid"; user: SessionUser }
  /** Expired (to be deleted) or due for renewal: Better Auth's own `getSession` does either. */
  | { kind: "lifecycle" };

/** The parts of Better Auth's settings that decide whether a session cookie is good. */
export type SessionCookieRules = {
  secret: string;
  sessionCookie: string;
  dontRememberCookie: string;
  /** Seconds a session lasts from its last renewal. */
  expiresIn: number;
  /** Seconds after which a used session is renewed. */
  updateAge: number;
};

const sessionByToken = compiledQuery((db, param: Param<{ token: string }>) =>
  db
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["s.id as session_id", "s.expires_at", "u.id", "u.email", "u.email_verified"])
    .where("s.token", "=", param("token")),
);

/**
 * Every signed-in request proves its session; through Better Auth that costs a request
 * context, Web Crypto and a generic adapter, more CPU than the request's own work when a
 * driver's phone sends one position. This does the same checks directly: the cookie's
 * HMAC-SHA256 signature (as better-call signs it), then one compiled query for the session
 * and its user. The rare cases that change the session (expiry, renewal) go to Better Auth,
 * so its rules for them stay the only ones.
 */
export function createSessionReader(db: Db, clock: Clock, rules: SessionCookieRules) {
  const key = Buffer.from(rules.secret);

  /** The value of a signed `value.signature` cookie, or null when the signature is not ours. */
  function verified(cookie: string | undefined): string | null {
    const dot = cookie?.lastIndexOf(".") ?? -1;
    if (!cookie || dot < 1) return null;
    const value = cookie.slice(0, dot);
    const signature = Buffer.from(cookie.slice(dot + 1));
    const expected = Buffer.from(createHmac("sha256", key).update(value).digest("base64"));
    return signature.length === expected.length && timingSafeEqual(signature, expected)
      ? value
      : null;
  }

  return async function readSession(cookieHeader: string): Promise<SessionReading> {
    const cookies = parseCookie(cookieHeader);
    const token = verified(cookies[rules.sessionCookie]);
    if (!token) return { kind: "none" };
    const row = await sessionByToken.executeTakeFirst(db, { token });
    if (!row) return { kind: "none" };
    const expiresAt = Date.parse(row.expires_at);
    const now = clock.now().getTime();
    const renewDue = expiresAt - rules.expiresIn * 1000 + rules.updateAge * 1000 <= now;
    // A signed "don't remember me" cookie means the session is never renewed.
    const renews = () => verified(cookies[rules.dontRememberCookie]) === null;
    if (expiresAt < now || (renewDue && renews())) return { kind: "lifecycle" };
    return {
      kind: "valid",
      user: {
        id: row.id,
        email: row.email,
        emailVerified: Boolean(row.email_verified),
        sessionId: row.session_id,
      },
    };
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
