import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../test/client.js";
import { addCoContractor, inviteNewDriver } from "../test/fleet.js";
import { useTestApp } from "../test/harness.js";
import { requireContractor, requireRole } from "./actor.js";

describe("the actor of a request", () => {
  const ctx = useTestApp();

  /** What the API resolves for a signed-in person's session. */
  async function actorFor(person: { userId: string; email: string }) {
    const session = await ctx.database.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", person.userId)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    return ctx.app.haulwise.resolveActor({
      id: person.userId,
      email: person.email,
      emailVerified: true,
      sessionId: session.id,
    });
  }

  it("knows a contractor's role and the company they run", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    await owner.client.patch("/api/me/profile", { companyName: "Stone Hauling" });
    const actor = await actorFor(owner);
    expect(actor).toMatchObject({
      userId: owner.userId,
      email: owner.email,
      verified: true,
      role: "contractor",
      company: { name: "Stone Hauling", memberRole: "owner" },
    });
    expect(requireContractor(actor)).toBe(actor.company);

    // A co-manager of another company still runs their own, oldest company first.
    const colleague = await addCoContractor(ctx, owner);
    const theirs = await actorFor(colleague);
    expect(theirs.company).toMatchObject({ memberRole: "owner" });
    expect(theirs.company?.id).not.toBe(actor.company?.id);
  });

  it("knows a driver runs no company, and refuses them contractor work", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, owner);
    const actor = await actorFor(driver);
    expect(actor).toMatchObject({ role: "driver", company: null });
    expect(() => requireContractor(actor)).toThrow("Only contractors can do this");
    expect(() => requireRole(actor, "driver", "For drivers")).not.toThrow();
    expect(() => requireRole(actor, "contractor", "For contractors")).toThrow("For contractors");
  });

  it("answers 401 to every API route without a session, before reading the body", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/jobs" });
    expect(response.statusCode).toBe(401);
  });
});
