import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../test/client.js";
import { useTestApp } from "../test/harness.js";
import { authRetentionWorker } from "./retention.js";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("the auth retention worker", () => {
  const ctx = useTestApp();

  it("deletes sessions once expired, and verification links a day after they expire", async () => {
    const person = await createVerifiedUser(ctx);
    const reset = await person.client.post("/api/auth/request-password-reset", {
      email: person.email,
      redirectTo: "/update-password",
    });
    expect(reset.statusCode).toBe(200);
    const counts = async () => ({
      sessions: (
        await ctx.database.db
          .selectFrom("sessions")
          .select("id")
          .where("user_id", "=", person.userId)
          .execute()
      ).length,
      links: (await ctx.database.db.selectFrom("verifications").select("id").execute()).length,
    });
    const before = await counts();
    expect(before.sessions).toBe(1);
    expect(before.links).toBeGreaterThan(0);

    const worker = authRetentionWorker(ctx.database.db, ctx.database.dialect);
    const now = Date.now();
    // Two hours on the reset link has expired, but is kept for a day; the session lives a week.
    await worker.tick(new Date(now + 2 * 60 * 60 * 1000));
    expect(await counts()).toEqual(before);
    expect((await person.client.get("/api/me")).statusCode).toBe(200);

    await worker.tick(new Date(now + 2 * DAY_MS));
    expect(await counts()).toEqual({ sessions: 1, links: 0 });

    await worker.tick(new Date(now + 8 * DAY_MS));
    expect(await counts()).toEqual({ sessions: 0, links: 0 });
    expect((await person.client.get("/api/me")).statusCode).toBe(401);
  });
});
