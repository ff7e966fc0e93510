import { describe, expect, it } from "vitest";
import { createVerifiedUser, signUpBody, TestClient, uniqueEmail } from "../test/client.js";
import { invitationToken } from "../test/fleet.js";
import { useTestApp } from "../test/harness.js";
import { decideSend, MAIL_CAP } from "./mail-caps.js";

const MINUTE = 60_000;

describe("the per-mailbox window", () => {
  it("allows three sends in any fifteen minutes, not three per clock quarter", () => {
    let state = null as Parameters<typeof decideSend>[0];
    const sent: number[] = [];
    for (let minute = 0; minute < 40; minute++) {
      const step = decideSend(state, minute * MINUTE);
      state = step.state;
      if (step.result) sent.push(minute);
    }
    expect(sent).toEqual([0, 1, 2, 15, 16, 17, 30, 31, 32]);
    for (const at of sent) {
      expect(sent.filter((other) => other >= at && other < at + 15).length).toBeLessThanOrEqual(
        MAIL_CAP.perWindow,
      );
    }
  });
});

describe("mail caps per mailbox", () => {
  const ctx = useTestApp();

  const mailsTo = async (email: string, subject: RegExp) =>
    (await ctx.outbox()).filter((m) => m.to === email && subject.test(m.subject)).length;

  it("sends at most three reset mails in fifteen minutes, answering every request alike", async () => {
    const user = await createVerifiedUser(ctx);
    const answers = [];
    for (let i = 0; i < 10; i++) {
      answers.push(
        await new TestClient(ctx.app).post("/api/auth/request-password-reset", {
          email: user.email,
          redirectTo: "/update-password",
        }),
      );
    }
    expect(new Set(answers.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(200);
    await ctx.lastMailTo(user.email, /reset/i);
    expect(await mailsTo(user.email, /reset/i)).toBe(3);

    // Another kind of mail to the same address has its own allowance.
    for (let i = 0; i < 5; i++) {
      await new TestClient(ctx.app).post(
        "/api/auth/sign-up/email",
        signUpBody({ email: user.email }),
      );
    }
    await ctx.lastMailTo(user.email, /tried to sign up/i);
    expect(await mailsTo(user.email, /tried to sign up/i)).toBe(3);

    ctx.clock.advance(15 * MINUTE);
    await new TestClient(ctx.app).post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/update-password",
    });
    await expect.poll(() => mailsTo(user.email, /reset/i)).toBe(4);
  });

  it("caps verification mail to an address being signed up again and again", async () => {
    const email = uniqueEmail("flood");
    const body = signUpBody({ email });
    await new TestClient(ctx.app).post("/api/auth/sign-up/email", body);
    for (let i = 0; i < 6; i++) {
      const retry = await new TestClient(ctx.app).post("/api/auth/send-verification-email", {
        email,
      });
      expect(retry.statusCode).toBe(200);
    }
    await ctx.lastMailTo(email, /verify/i);
    expect(await mailsTo(email, /verify/i)).toBe(3);
  });

  it("keeps an invitation's link working when a resend is capped", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const email = uniqueEmail("invitee");
    const invited = await contractor.client.post("/api/invitations", { emails: [email] });
    const id = invited.json().invitations[0].id;
    await contractor.client.post(`/api/invitations/${id}/resend`);
    await contractor.client.post(`/api/invitations/${id}/resend`);
    const third = await ctx.lastMailTo(email, /invited you/);
    const capped = await contractor.client.post(`/api/invitations/${id}/resend`);
    expect(capped.statusCode).toBe(200);
    expect(await mailsTo(email, /invited you/)).toBe(3);
    const preview = await new TestClient(ctx.app).get(
      `/api/invitations/preview/${invitationToken(third.link!)}`,
    );
    expect(preview.statusCode).toBe(200);
  });
});
