import { INVITATION_TTL_DAYS, messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, signUpBody, TestClient, uniqueEmail } from "../../test/client.js";
import { invitationToken, inviteNewDriver } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";

describe("driver invitations", () => {
  const ctx = useTestApp();

  it("mails a single-use link that lets a new person sign up and join as a driver", async () => {
    const contractor = await createVerifiedUser(ctx, {
      role: "contractor",
      firstName: "Carla",
      lastName: "Stone",
    });
    await contractor.client.patch("/api/me/profile", { companyName: "Stone Hauling" });
    const email = uniqueEmail("newdriver");

    const invite = await contractor.client.post("/api/invitations", {
      emails: [` ${email.toUpperCase()} `],
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json().invitations).toMatchObject([
      { email, status: "pending", invitedByName: "Carla Stone" },
    ]);

    const mail = await ctx.lastMailTo(email, /invited you/);
    expect(mail.subject).toBe("Stone Hauling invited you to drive with them on Haulwise");
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/invitations\/[A-Za-z0-9_-]{43}$/);
    const token = invitationToken(mail.link!);

    const preview = await new TestClient(ctx.app).get(`/api/invitations/preview/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      companyName: "Stone Hauling",
      email,
      status: "pending",
      hasAccount: false,
    });

    const driver = await createVerifiedUser(ctx, { role: "driver", email });
    const accept = await driver.client.post("/api/invitations/accept", { token });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().companyName).toBe("Stone Hauling");

    const drivers = await contractor.client.get("/api/drivers");
    expect(drivers.json().drivers.map((d: { email: string }) => d.email)).toEqual([email]);
    const list = await contractor.client.get("/api/invitations");
    expect(list.json().invitations[0]).toMatchObject({ email, status: "accepted" });

    const reused = await driver.client.post("/api/invitations/accept", { token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(messages.invitations.used);
  });

  it("counts signing up through the invitation's link as verifying the address: no second mail", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const email = uniqueEmail("invited");
    await contractor.client.post("/api/invitations", { emails: [email] });
    const token = invitationToken((await ctx.lastMailTo(email, /invited you/)).link!);

    const driver = new TestClient(ctx.app);
    const body = signUpBody({ role: "driver", email });
    const signUp = await driver.post("/api/auth/sign-up/email", {
      ...body,
      invitationToken: token,
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const signIn = await driver.post("/api/auth/sign-in/email", {
      email,
      password: body.password,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect((await driver.post("/api/invitations/accept", { token })).statusCode).toBe(200);
    expect((await driver.get("/api/me")).json().user).toMatchObject({ email, emailVerified: true });
    const mail = (await ctx.outbox()).filter((m) => m.to === email).map((m) => m.subject);
    expect(mail).toEqual([expect.stringMatching(/invited you/)]);
  });

  it("still asks to verify an address the invitation was not sent to, or a withdrawn one", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const invited = uniqueEmail("invited");
    await contractor.client.post("/api/invitations", { emails: [invited] });
    const token = invitationToken((await ctx.lastMailTo(invited, /invited you/)).link!);

    const other = signUpBody({ role: "driver" });
    const client = new TestClient(ctx.app);
    await client.post("/api/auth/sign-up/email", { ...other, invitationToken: token });
    const refused = await client.post("/api/auth/sign-in/email", {
      email: other.email,
      password: other.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(await ctx.lastMailTo(other.email, /verify/i)).toBeTruthy();

    const listed = (await contractor.client.get("/api/invitations")).json().invitations[0];
    await contractor.client.delete(`/api/invitations/${listed.id}`);
    const late = signUpBody({ role: "driver", email: invited });
    await new TestClient(ctx.app).post("/api/auth/sign-up/email", {
      ...late,
      invitationToken: token,
    });
    expect(await ctx.lastMailTo(invited, /verify/i)).toBeTruthy();
  });

  it("refuses the link to a different signed-in account and changes nothing", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const invited = uniqueEmail("invited");
    await contractor.client.post("/api/invitations", { emails: [invited] });
    const token = invitationToken((await ctx.lastMailTo(invited, /invited you/)).link!);

    const stranger = await createVerifiedUser(ctx, { role: "driver" });
    const response = await stranger.client.post("/api/invitations/accept", { token });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(messages.invitations.wrongAccount(invited));
    expect((await contractor.client.get("/api/drivers")).json().drivers).toEqual([]);
    expect((await contractor.client.get("/api/invitations")).json().invitations[0].status).toBe(
      "pending",
    );
  });

  it("lets an existing driver accept, and a driver belong to two companies", async () => {
    const first = await createVerifiedUser(ctx, { role: "contractor" });
    const second = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, first);

    await second.client.post("/api/invitations", { emails: [driver.email] });
    const token = invitationToken((await ctx.lastMailTo(driver.email, /invited you/)).link!);
    expect(
      (await new TestClient(ctx.app).get(`/api/invitations/preview/${token}`)).json().hasAccount,
    ).toBe(true);
    expect((await driver.client.post("/api/invitations/accept", { token })).statusCode).toBe(200);

    for (const contractor of [first, second]) {
      const ids = (await contractor.client.get("/api/drivers"))
        .json()
        .drivers.map((d: { id: string }) => d.id);
      expect(ids).toEqual([driver.userId]);
    }
  });

  it("refuses an expired link with a message naming the company, and a re-send renews it", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const email = uniqueEmail("late");
    const created = await contractor.client.post("/api/invitations", { emails: [email] });
    const token = invitationToken((await ctx.lastMailTo(email, /invited you/)).link!);
    const driver = await createVerifiedUser(ctx, { role: "driver", email });
    const preview = async (link: string) =>
      (await new TestClient(ctx.app).get(`/api/invitations/preview/${link}`)).json().status;

    const day = 24 * 60 * 60 * 1000;
    try {
      ctx.clock.advance(INVITATION_TTL_DAYS * day - 60_000);
      expect(await preview(token)).toBe("pending");
      ctx.clock.advance(2 * 60_000);
      expect(await preview(token)).toBe("expired");
      const response = await driver.client.post("/api/invitations/accept", { token });
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        error: { code: "GONE", message: messages.invitations.expired("Dana Hauler") },
      });

      // Re-sending restarts the clock from now: a full week again.
      const id = created.json().invitations[0].id;
      expect((await contractor.client.post(`/api/invitations/${id}/resend`)).statusCode).toBe(200);
      const renewed = invitationToken((await ctx.lastMailTo(email, /invited you/)).link!);
      ctx.clock.advance(INVITATION_TTL_DAYS * day - 60_000);
      expect(await preview(renewed)).toBe("pending");
      expect(
        (await driver.client.post("/api/invitations/accept", { token: renewed })).statusCode,
      ).toBe(200);
    } finally {
      ctx.clock.set(new Date());
    }
  });

  it("re-sends with a fresh link that replaces the old one, and revokes", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const email = uniqueEmail("resend");
    const created = await contractor.client.post("/api/invitations", { emails: [email] });
    const id = created.json().invitations[0].id;
    const oldToken = invitationToken((await ctx.lastMailTo(email, /invited you/)).link!);

    const resent = await contractor.client.post(`/api/invitations/${id}/resend`);
    expect(resent.statusCode).toBe(200);
    const mails = (await ctx.outbox()).filter((m) => m.to === email);
    expect(mails).toHaveLength(2);
    const newToken = invitationToken(mails[1]!.link!);
    expect(newToken).not.toBe(oldToken);
    expect(
      (await new TestClient(ctx.app).get(`/api/invitations/preview/${oldToken}`)).statusCode,
    ).toBe(404);

    expect((await contractor.client.delete(`/api/invitations/${id}`)).statusCode).toBe(204);
    const driver = await createVerifiedUser(ctx, { role: "driver", email });
    const response = await driver.client.post("/api/invitations/accept", { token: newToken });
    expect(response.statusCode).toBe(410);
  });

  it.each([
    [{ emails: [] }, "Enter at least one email address"],
    [
      { emails: ["good@example.com", "not an email"] },
      '"not an email" is not a valid email address',
    ],
    [{ emails: ["twice@example.com", "TWICE@example.com"] }, "twice@example.com is listed twice"],
  ])("refuses %j and invites nobody", async (body, message) => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const response = await contractor.client.post("/api/invitations", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((i: { message: string }) => i.message)).toContain(
      message,
    );
    expect((await contractor.client.get("/api/invitations")).json().invitations).toEqual([]);
  });

  it("refuses to invite a current driver or an address already invited, all or nothing", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor);
    const fresh = uniqueEmail("fresh");
    const member = await contractor.client.post("/api/invitations", {
      emails: [fresh, driver.email],
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().error.message).toBe(messages.invitations.alreadyMember(driver.email));

    const pending = uniqueEmail("pending");
    await contractor.client.post("/api/invitations", { emails: [pending] });
    const again = await contractor.client.post("/api/invitations", { emails: [fresh, pending] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.invitations.alreadyPending(pending));
    const emails = (await contractor.client.get("/api/invitations"))
      .json()
      .invitations.map((i: { email: string }) => i.email);
    expect(emails).not.toContain(fresh);
  });

  it("keeps invitations to their company: other contractors and drivers are refused", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const other = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, owner);
    const email = uniqueEmail("private");
    const id = (await owner.client.post("/api/invitations", { emails: [email] })).json()
      .invitations[0].id;

    expect((await other.client.get("/api/invitations")).json().invitations).toEqual([]);
    expect((await other.client.post(`/api/invitations/${id}/resend`)).statusCode).toBe(404);
    expect((await other.client.delete(`/api/invitations/${id}`)).statusCode).toBe(404);
    expect((await driver.client.get("/api/invitations")).statusCode).toBe(403);
    expect(
      (await driver.client.post("/api/invitations", { emails: [uniqueEmail()] })).statusCode,
    ).toBe(403);
    expect(
      (await owner.client.get("/api/invitations"))
        .json()
        .invitations.find((i: { id: string }) => i.id === id).status,
    ).toBe("pending");
  });

  it("turns away a contractor account and an unknown link", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const body = signUpBody({ role: "contractor" });
    await owner.client.post("/api/invitations", { emails: [body.email] });
    const token = invitationToken((await ctx.lastMailTo(body.email, /invited you/)).link!);
    const contractor = await createVerifiedUser(ctx, { role: "contractor", email: body.email });
    const response = await contractor.client.post("/api/invitations/accept", { token });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(messages.invitations.driversOnly);

    const unknown = await new TestClient(ctx.app).get(`/api/invitations/preview/${"x".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(messages.invitations.notFound);
  });

  it("answers a link too short to be one as it answers an unknown link", async () => {
    const preview = await new TestClient(ctx.app).get("/api/invitations/preview/bogus");
    expect(preview.statusCode).toBe(404);
    expect(preview.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: messages.invitations.notFound,
    });

    const driver = await createVerifiedUser(ctx, { role: "driver" });
    const accept = await driver.client.post("/api/invitations/accept", { token: "bogus" });
    expect(accept.statusCode).toBe(404);
    expect(accept.json().error.message).toBe(messages.invitations.notFound);
  });
});
