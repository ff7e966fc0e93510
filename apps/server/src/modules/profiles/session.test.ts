import { describe, expect, it } from "vitest";
import { createVerifiedUser, TestClient } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";

describe("the session probe", () => {
  const ctx = useTestApp();

  it("answers a visitor 200 with nobody signed in", async () => {
    const response = await new TestClient(ctx.app).get("/api/session");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ me: null });
  });

  it("answers a signed-in person with their account and profile, as /api/me does", async () => {
    const user = await createVerifiedUser(ctx, { role: "contractor", firstName: "Casey" });
    const session = await user.client.get("/api/session");
    expect(session.statusCode).toBe(200);
    expect(session.json().me).toEqual((await user.client.get("/api/me")).json());
    expect(session.json().me.profile.firstName).toBe("Casey");
  });

  it("answers nobody once the session has ended", async () => {
    const user = await createVerifiedUser(ctx);
    expect((await user.client.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    expect((await user.client.get("/api/session")).json()).toEqual({ me: null });
  });
});
