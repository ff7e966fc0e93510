import { messages, PLANS } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { subscribe } from "../../test/billing.js";
import { createVerifiedUser, signUpBody, TestClient, uniqueEmail } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { decideReservation } from "../../throttles/invitation-allowance.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const m = messages.invitations;
const free = PLANS.free.invitations;

const addresses = (n: number, prefix = "stranger") =>
  Array.from({ length: n }, () => uniqueEmail(prefix));

describe("the company's invitation window", () => {
  it("slides: sends age out of the hour and the day, not at the top of the clock", () => {
    const cap = { plan: "free" as const, perHour: 3, perDay: 5 };
    let state = null as Parameters<typeof decideReservation>[0];
    const sent: number[] = [];
    for (let minute = 0; minute < 26 * 60; minute += 5) {
      const step = decideReservation(state, minute * MINUTE, 1, cap);
      state = step.state;
      if (step.result.ok) sent.push(minute);
    }
    // Three in the first hour, two more once it has passed, then nothing until a day has.
    expect(sent.slice(0, 5)).toEqual([0, 5, 10, 60, 65]);
    expect(sent[5]).toBeGreaterThanOrEqual(24 * 60);
    for (const at of sent) {
      expect(sent.filter((o) => o >= at && o < at + 60).length).toBeLessThanOrEqual(3);
      expect(sent.filter((o) => o >= at && o < at + 24 * 60).length).toBeLessThanOrEqual(5);
    }
  });
});

describe("invitation mail fan-out", () => {
  const ctx = useTestApp();

  const mailsTo = async (emails: string[]) => {
    const wanted = new Set(emails);
    return (await ctx.outbox()).filter((mail) => wanted.has(mail.to));
  };
  const invitationCount = async (contractor: { client: TestClient }) =>
    (await contractor.client.get("/api/invitations")).json().invitations.length as number;

  it("stops a free company's flood at its hourly allowance, across concurrent requests", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const batches = Array.from({ length: 20 }, () => addresses(10));

    const answers = await Promise.all(
      batches.map((emails) => contractor.client.post("/api/invitations", { emails })),
    );
    const accepted = answers.filter((r) => r.statusCode === 201).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted * 10).toBeLessThanOrEqual(free.perHour);
    for (const refused of answers.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json().error.code).toBe("RATE_LIMITED");
    }
    const sent = await mailsTo(batches.flat());
    expect(sent).toHaveLength(accepted * 10);
    expect(await invitationCount(contractor)).toBe(accepted * 10);

    // What is left of the hour can still be used, to the address, and not one more.
    const left = free.perHour - accepted * 10;
    if (left > 0) {
      const over = await contractor.client.post("/api/invitations", {
        emails: addresses(left + 1),
      });
      expect(over.statusCode).toBe(429);
      expect(over.json().error.message).toBe(
        m.companyCap({
          limit: free.perHour,
          window: "hour",
          plan: "Free",
          remaining: left,
          wait: over.json().error.message.match(/try again in (.+)\.$/)?.[1] ?? "",
        }),
      );
      const fits = await contractor.client.post("/api/invitations", { emails: addresses(left) });
      expect(fits.statusCode).toBe(201);
    }
    const full = await contractor.client.post("/api/invitations", { emails: addresses(1) });
    expect(full.statusCode).toBe(429);
    expect(full.json().error.message).toMatch(
      /^Your company has sent 30 invitation emails in the last hour, the most the Free plan allows \(30 an hour\)\. Try again in \d+ minutes?\.$/,
    );
    expect(await invitationCount(contractor)).toBe(free.perHour);
  });

  it("refuses more at once than the plan sends in an hour, saying to invite fewer", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const emails = addresses(free.perHour + 1);
    const response = await contractor.client.post("/api/invitations", { emails });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toBe(
      m.companyCap({
        limit: free.perHour,
        window: "hour",
        plan: "Free",
        remaining: free.perHour,
        wait: null,
      }),
    );
    expect(await mailsTo(emails)).toEqual([]);
    expect(await invitationCount(contractor)).toBe(0);
  });

  it("holds a daily allowance too, and gives it back a day later", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const start = ctx.clock.now().getTime();
    try {
      for (let hour = 0; hour * free.perHour < free.perDay; hour++) {
        ctx.clock.set(new Date(start + hour * 61 * MINUTE));
        const batch = await contractor.client.post("/api/invitations", {
          emails: addresses(free.perHour),
        });
        expect(batch.statusCode).toBe(201);
      }
      ctx.clock.set(new Date(start + 3 * HOUR));
      const refused = await contractor.client.post("/api/invitations", { emails: addresses(1) });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(
        /^Your company has sent 60 invitation emails in the last 24 hours, the most the Free plan allows \(60 a day\)\. Try again in 2[12] hours\.$/,
      );
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(20 * 3600);
      // A re-send is an e-mail too.
      const first = (await contractor.client.get("/api/invitations")).json().invitations[0].id;
      expect((await contractor.client.post(`/api/invitations/${first}/resend`)).statusCode).toBe(
        429,
      );

      ctx.clock.set(new Date(start + 24 * HOUR + 20 * MINUTE));
      const again = await contractor.client.post("/api/invitations", { emails: addresses(1) });
      expect(again.statusCode).toBe(201);
    } finally {
      ctx.clock.set(new Date());
    }
  });

  it("gives a paid plan a larger allowance", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    await subscribe(contractor, "pro", "monthly");
    const pro = PLANS.pro.invitations;
    for (let sent = 0; sent < pro.perHour; sent += 50) {
      const batch = await contractor.client.post("/api/invitations", { emails: addresses(50) });
      expect(batch.statusCode).toBe(201);
    }
    const refused = await contractor.client.post("/api/invitations", { emails: addresses(1) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toContain("the most the Pro plan allows (100 an hour)");
  });

  it("counts nothing for a request refused for another reason", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const pending = addresses(1);
    expect((await contractor.client.post("/api/invitations", { emails: pending })).statusCode).toBe(
      201,
    );
    for (let i = 0; i < 40; i++) {
      const clash = await contractor.client.post("/api/invitations", {
        emails: [...addresses(5), ...pending],
      });
      expect(clash.statusCode).toBe(409);
    }
    const rest = await contractor.client.post("/api/invitations", {
      emails: addresses(free.perHour - 1),
    });
    expect(rest.statusCode).toBe(201);
  });

  it("refuses web addresses in the names that invitations carry", async () => {
    const spam = "FREE $$$ visit evil.example";
    const signUp = await new TestClient(ctx.app).post(
      "/api/auth/sign-up/email",
      signUpBody({ role: "contractor", companyName: spam }),
    );
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.issues.map((i: { message: string }) => i.message)).toContain(
      messages.validation.nameHasWebAddress("evil.example"),
    );

    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const rename = await contractor.client.patch("/api/me/profile", { companyName: spam });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error.message).toBe(messages.validation.nameHasWebAddress("evil.example"));
    const renameSelf = await contractor.client.patch("/api/me/profile", {
      lastName: "https://evil.example/win",
    });
    expect(renameSelf.statusCode).toBe(400);

    // A name saved before links were refused is not mailed to anyone.
    await ctx.database.db
      .updateTable("companies")
      .set({ name: spam })
      .where("id", "=", (await contractor.client.get("/api/me")).json().profile.companyId)
      .execute();
    const emails = addresses(2);
    const invite = await contractor.client.post("/api/invitations", { emails });
    expect(invite.statusCode).toBe(400);
    expect(invite.json().error.message).toBe(m.nameHasWebAddress("company", "evil.example"));
    expect(await mailsTo(emails)).toEqual([]);
    expect(await invitationCount(contractor)).toBe(0);
  });
});
