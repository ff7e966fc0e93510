import { messages, type Role } from "@haulwise/domain";
import type { FastifyRequest } from "fastify";
import type { MemberRole } from "../db/schema.js";
import { forbidden, unauthenticated } from "../http/app-error.js";

/** The member roles that run a company, as opposed to driving for it. */
export type ManagingRole = Exclude<MemberRole, "driver">;

/** The signed-in session as Better Auth reports it. */
export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
};

/** The company a person runs, their place in it, and the zone its days are counted in. */
export type ActorCompany = {
  id: string;
  name: string;
  memberRole: ManagingRole;
  timeZone: string;
};

/**
 * Who is asking, resolved once per API request from the session cookie and handed to every
 * service call. Services decide access from it; they never look roles up again.
 */
export type Actor = {
  userId: string;
  email: string;
  verified: boolean;
  sessionId: string;
  /** The role on their profile; null until the profile is set up. */
  role: Role | null;
  /**
   * The company they run (the oldest one they own or manage), whatever their role today.
   * Contractor-only endpoints go through `requireContractor`, which also checks the role.
   * Membership of any other company (a driver's, a co-manager's) is the companies service's
   * `memberRoleOf`.
   */
  company: ActorCompany | null;
};

/** What the database says about a person, beyond their session. */
export type ActorFacts = Pick<Actor, "role" | "company">;

export type ActorResolver = (session: SessionUser) => Promise<Actor>;

/**
 * Makes the resolver the auth plugin runs once per request; `factsOf` is the one look-up
 * (given by the composition root from the companies module, which reads memberships).
 */
export function createActorResolver(
  factsOf: (userId: string) => Promise<ActorFacts>,
): ActorResolver {
  return async (session) => {
    const { role, company } = await factsOf(session.id);
    return {
      userId: session.id,
      email: session.email,
      verified: session.emailVerified,
      sessionId: session.sessionId,
      role,
      company,
    };
  };
}

declare module "fastify" {
  interface FastifyRequest {
    /** Who is asking; null on requests without a valid session. */
    actor: Actor | null;
  }
}

/** The actor of a signed-in request, or a 401 that tells the person to sign in. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

/** Refuses anyone whose profile role is not `role`, with `message`. */
export function requireRole(actor: Actor, role: Role, message: string): void {
  if (actor.role !== role) throw forbidden(message);
}

/**
 * The company a contractor runs. Every contractor-only endpoint starts here, so a driver, or
 * a contractor of another company, never reaches another company's data.
 */
export function requireContractor(actor: Actor): ActorCompany {
  if (actor.role !== "contractor" || !actor.company) {
    throw forbidden(messages.companies.contractorsOnly);
  }
  return actor.company;
}
