import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, signUpBody, TestClient, uniqueEmail } from "../../test/client.js";
import { inviteNewDriver, jobInput, revokeGrant } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";

describe("jobs", () => {
  const ctx = useTestApp();

  it("creates an active job numbered from the clock, and lists the company's jobs newest first", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const first = await contractor.client.post("/api/jobs", jobInput);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      ...jobInput,
      status: "active",
      documentCount: 0,
      companyName: "Dana Hauler",
      locationAddress: null,
    });
    expect(first.json().jobNumber).toMatch(/^JOB-\d{6}$/);
    const second = await contractor.client.post("/api/jobs", { ...jobInput, title: "Second haul" });
    expect(second.json().jobNumber).not.toBe(first.json().jobNumber);

    const list = (await contractor.client.get("/api/jobs")).json().jobs;
    expect(list.map((j: { title: string }) => j.title)).toEqual([
      "Second haul",
      "Riverside gravel haul",
    ]);
  });

  it.each([
    [{ ...jobInput, title: "" }, "Title is required"],
    [{ ...jobInput, description: " " }, "Description is required"],
    [{ ...jobInput, location: "" }, "Location is required"],
    [{ ...jobInput, startDate: "next tuesday" }, "Start date must be a date"],
    [{ ...jobInput, startDate: "2026-02-30" }, "Start date must be a date"],
    [{ ...jobInput, latitude: 123 }, "Latitude must be between -90 and 90"],
    [{ ...jobInput, contractorId: "someone-else" }, 'Unrecognized key: "contractorId"'],
  ])("refuses %j and creates nothing", async (body, message) => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const response = await contractor.client.post("/api/jobs", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((i: { message: string }) => i.message)).toContain(
      message,
    );
    expect((await contractor.client.get("/api/jobs")).json().jobs).toEqual([]);
  });

  it("edits a job and moves it through its statuses", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const job = (await contractor.client.post("/api/jobs", jobInput)).json();
    const edited = await contractor.client.patch(`/api/jobs/${job.id}`, {
      title: "Riverside haul, phase 2",
      status: "completed",
      latitude: 36.74,
      longitude: -119.78,
      locationAddress: "1 River Rd",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: "Riverside haul, phase 2",
      status: "completed",
      latitude: 36.74,
    });
    const bad = await contractor.client.patch(`/api/jobs/${job.id}`, { status: "paused" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      "Status must be one of: active, pending, completed, closed, inactive",
    );
  });

  it("assigns the company's drivers, who then see the job, and takes them off again", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor, { firstName: "Tom", lastName: "Reed" });
    const job = (await contractor.client.post("/api/jobs", jobInput)).json();

    expect(
      (await contractor.client.post(`/api/jobs/${job.id}/drivers`, { driverId: driver.userId }))
        .statusCode,
    ).toBe(204);
    const roster = (await contractor.client.get(`/api/jobs/${job.id}/drivers`)).json().drivers;
    expect(roster).toMatchObject([
      { driverId: driver.userId, name: "Tom Reed", status: "active", joinedAt: expect.any(String) },
    ]);
    expect(
      (await driver.client.get("/api/driver/jobs")).json().jobs.map((j: { id: string }) => j.id),
    ).toEqual([job.id]);
    expect((await driver.client.get(`/api/jobs/${job.id}/view`)).json().access).toBe("driver");

    expect(
      (await contractor.client.delete(`/api/jobs/${job.id}/drivers/${driver.userId}`)).statusCode,
    ).toBe(204);
    expect((await contractor.client.get(`/api/jobs/${job.id}/drivers`)).json().drivers).toEqual([]);
    expect((await driver.client.get("/api/driver/jobs")).json().jobs).toEqual([]);
    expect((await driver.client.get(`/api/jobs/${job.id}/view`)).statusCode).toBe(404);
  });

  it("refuses to assign someone who does not drive for the company", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const other = await createVerifiedUser(ctx, { role: "contractor" });
    const theirs = await inviteNewDriver(ctx, other);
    const job = (await contractor.client.post("/api/jobs", jobInput)).json();
    const response = await contractor.client.post(`/api/jobs/${job.id}/drivers`, {
      driverId: theirs.userId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.drivers.notInCompany);
  });

  it("lets a company driver ask to join an open job, pending until approved", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor);
    const open = (await contractor.client.post("/api/jobs", jobInput)).json();
    const closed = (
      await contractor.client.post("/api/jobs", { ...jobInput, title: "Done" })
    ).json();
    await contractor.client.patch(`/api/jobs/${closed.id}`, { status: "closed" });

    const available = (await driver.client.get("/api/driver/available-jobs")).json().jobs;
    expect(available).toMatchObject([{ id: open.id, joinRequest: "none" }]);

    expect((await driver.client.post(`/api/jobs/${open.id}/join-requests`)).statusCode).toBe(202);
    const again = await driver.client.post(`/api/jobs/${open.id}/join-requests`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.jobs.requestPending);
    expect(
      (await driver.client.post(`/api/jobs/${closed.id}/join-requests`)).json().error.message,
    ).toBe(messages.jobs.notOpen);
    // The waiting request stays in the list, so the driver sees it is waiting.
    expect((await driver.client.get("/api/driver/available-jobs")).json().jobs).toMatchObject([
      { id: open.id, joinRequest: "pending" },
    ]);
    expect((await driver.client.get("/api/driver/jobs")).json().jobs).toEqual([]);

    const roster = (await contractor.client.get(`/api/jobs/${open.id}/drivers`)).json().drivers;
    expect(roster).toMatchObject([{ driverId: driver.userId, status: "pending" }]);
    expect(
      (await contractor.client.post(`/api/jobs/${open.id}/drivers/${driver.userId}/approve`))
        .statusCode,
    ).toBe(204);
    expect(
      (await driver.client.get("/api/driver/jobs")).json().jobs.map((j: { id: string }) => j.id),
    ).toEqual([open.id]);
    expect((await driver.client.get("/api/driver/available-jobs")).json().jobs).toEqual([]);

    // Declining a request is taking the driver off the job; they may ask again later.
    await contractor.client.delete(`/api/jobs/${open.id}/drivers/${driver.userId}`);
    expect((await driver.client.get("/api/driver/available-jobs")).json().jobs).toMatchObject([
      { id: open.id, joinRequest: "none" },
    ]);

    const outsider = await createVerifiedUser(ctx, { role: "driver" });
    expect((await outsider.client.post(`/api/jobs/${open.id}/join-requests`)).statusCode).toBe(404);
  });

  it("answers 404 to everyone outside the company on every job endpoint", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const intruder = await createVerifiedUser(ctx, { role: "contractor" });
    const companyDriver = await inviteNewDriver(ctx, owner);
    const job = (await owner.client.post("/api/jobs", jobInput)).json();

    for (const client of [intruder.client, companyDriver.client]) {
      expect((await client.get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
      expect((await client.patch(`/api/jobs/${job.id}`, { status: "closed" })).statusCode).toBe(
        404,
      );
      expect((await client.get(`/api/jobs/${job.id}/drivers`)).statusCode).toBe(404);
      expect(
        (await client.post(`/api/jobs/${job.id}/drivers`, { driverId: companyDriver.userId }))
          .statusCode,
      ).toBe(404);
      expect((await client.get(`/api/jobs/${job.id}/permissions`)).statusCode).toBe(404);
      expect(
        (await client.post(`/api/jobs/${job.id}/permissions`, { emails: intruder.email }))
          .statusCode,
      ).toBe(404);
    }
    expect((await intruder.client.get(`/api/jobs/${job.id}/view`)).statusCode).toBe(404);
    expect((await companyDriver.client.get(`/api/jobs/${job.id}/view`)).statusCode).toBe(404);
    expect((await intruder.client.get("/api/jobs")).json().jobs).toEqual([]);
    expect((await companyDriver.client.get("/api/jobs")).statusCode).toBe(403);
    // The same 404 for a job that does not exist at all.
    const missing = await intruder.client.get("/api/jobs/00000000-0000-0000-0000-000000000000");
    expect(missing.json()).toEqual((await intruder.client.get(`/api/jobs/${job.id}`)).json());
    expect((await owner.client.get(`/api/jobs/${job.id}`)).json().status).toBe("active");
  });
});

describe("job view access by email", () => {
  const ctx = useTestApp();

  const grantsOf = async (owner: { client: TestClient }, jobId: string) =>
    (await owner.client.get(`/api/jobs/${jobId}/permissions`)).json().grants as Array<
      Record<string, unknown>
    >;

  it("grants read-only access by address, lists it as invited until opened, and revokes it", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const viewer = await createVerifiedUser(ctx, {
      role: "driver",
      firstName: "Vic",
      lastName: "Ward",
    });
    const job = (await owner.client.post("/api/jobs", jobInput)).json();
    const otherJob = (
      await owner.client.post("/api/jobs", { ...jobInput, title: "Private" })
    ).json();
    const nobody = uniqueEmail("nobody");

    const grant = await owner.client.post(`/api/jobs/${job.id}/permissions`, {
      emails: ` ${viewer.email.toUpperCase()} , ${nobody}`,
    });
    expect(grant.statusCode).toBe(201);
    expect(grant.json()).toEqual({ granted: 2 });
    expect(messages.permissions.granted(grant.json().granted)).toBe(
      "Permissions granted to 2 user(s)",
    );
    const invited = { status: "invited", firstName: null, lastName: null, viewedAt: null };
    expect(await grantsOf(owner, job.id)).toEqual(
      expect.arrayContaining([
        {
          ...invited,
          id: expect.any(String),
          email: viewer.email,
          canEdit: false,
          grantedAt: expect.any(String),
        },
        {
          ...invited,
          id: expect.any(String),
          email: nobody,
          canEdit: false,
          grantedAt: expect.any(String),
        },
      ]),
    );

    const view = await viewer.client.get(`/api/jobs/${job.id}/view`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ id: job.id, title: jobInput.title, access: "viewer" });
    // Once they have opened it, the list names them.
    expect((await grantsOf(owner, job.id)).find((g) => g.email === viewer.email)).toMatchObject({
      status: "active",
      firstName: "Vic",
      lastName: "Ward",
      viewedAt: expect.any(String),
    });
    // A viewer reads that job and nothing else.
    expect((await viewer.client.get(`/api/jobs/${otherJob.id}/view`)).statusCode).toBe(404);
    expect((await viewer.client.get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await viewer.client.get(`/api/jobs/${job.id}/documents`)).statusCode).toBe(404);
    expect((await viewer.client.get(`/api/jobs/${job.id}/permissions`)).statusCode).toBe(404);
    expect(
      (await viewer.client.patch(`/api/jobs/${job.id}`, { status: "closed" })).statusCode,
    ).toBe(404);

    expect((await revokeGrant(owner, job.id, viewer.email)).statusCode).toBe(204);
    expect((await viewer.client.get(`/api/jobs/${job.id}/view`)).statusCode).toBe(404);
    expect((await revokeGrant(owner, job.id, nobody)).statusCode).toBe(204);
    expect(await grantsOf(owner, job.id)).toEqual([]);
  });

  it("answers, lists and mails alike whether or not the address has an account", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const job = (await owner.client.post("/api/jobs", jobInput)).json();
    const verified = (await createVerifiedUser(ctx, { role: "driver" })).email;
    const unverified = signUpBody();
    await new TestClient(ctx.app).post("/api/auth/sign-up/email", unverified);
    const addresses = [verified, unverified.email, uniqueEmail("stranger")];

    const answers: Awaited<ReturnType<TestClient["post"]>>[] = [];
    for (const email of addresses) {
      answers.push(await owner.client.post(`/api/jobs/${job.id}/permissions`, { emails: email }));
    }
    const shapeOf = (response: (typeof answers)[number]) => ({
      status: response.statusCode,
      body: response.body,
      headers: Object.keys(response.headers)
        .filter((name) => name !== "date" && name !== "x-request-id")
        .sort(),
    });
    expect(shapeOf(answers[1]!)).toEqual(shapeOf(answers[0]!));
    expect(shapeOf(answers[2]!)).toEqual(shapeOf(answers[0]!));
    expect(answers[0]!.statusCode).toBe(201);

    const listed = await grantsOf(owner, job.id);
    const withoutAddress = (email: string) => {
      const {
        id: _id,
        email: _email,
        grantedAt: _at,
        ...rest
      } = listed.find((g) => g.email === email)!;
      return rest;
    };
    for (const email of addresses) {
      expect(withoutAddress(email)).toEqual(withoutAddress(addresses[0]!));
    }

    const mails = await Promise.all(
      addresses.map((email) => ctx.lastMailTo(email, /shared a job/)),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe("Dana Hauler shared a job with you on Haulwise");
      expect(mail.text).toBe(mails[0]!.text);
      expect(mail.link).toBe(`http://localhost:3000/jobs/${job.id}/view`);
    }
  });

  it("lets a pending grant take effect once that person signs up and confirms the address", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const job = (await owner.client.post("/api/jobs", jobInput)).json();
    const email = uniqueEmail("inspector");
    expect(
      (await owner.client.post(`/api/jobs/${job.id}/permissions`, { emails: email })).statusCode,
    ).toBe(201);

    const inspector = await createVerifiedUser(ctx, {
      role: "driver",
      email,
      firstName: "Ines",
      lastName: "Pector",
    });
    await ctx.events.settled();
    const bell = (await inspector.client.get("/api/notifications")).json().notifications;
    expect(bell).toMatchObject([{ link: `/jobs/${job.id}/view` }]);
    expect((await grantsOf(owner, job.id))[0]).toMatchObject({
      status: "invited",
      firstName: null,
    });

    const view = await inspector.client.get(`/api/jobs/${job.id}/view`);
    expect(view.statusCode).toBe(200);
    expect(view.json().access).toBe("viewer");
    expect((await grantsOf(owner, job.id))[0]).toMatchObject({
      status: "active",
      firstName: "Ines",
      lastName: "Pector",
    });
  });

  it("refuses blank and malformed input, and finds nobody when the only address is the caller's own", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const job = (await owner.client.post("/api/jobs", jobInput)).json();
    const blank = await owner.client.post(`/api/jobs/${job.id}/permissions`, { emails: "  , " });
    expect(blank.statusCode).toBe(400);
    const malformed = await owner.client.post(`/api/jobs/${job.id}/permissions`, {
      emails: "not-an-email",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe("Enter valid email addresses separated by commas");
    const self = await owner.client.post(`/api/jobs/${job.id}/permissions`, {
      emails: owner.email.toUpperCase(),
    });
    expect(self.statusCode).toBe(404);
    expect(self.json().error.message).toBe(messages.permissions.noUsersFound);
    expect(await grantsOf(owner, job.id)).toEqual([]);
  });

  it("never lets an account that has not verified the address open the job", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const job = (await owner.client.post("/api/jobs", jobInput)).json();
    const body = signUpBody();
    await new TestClient(ctx.app).post("/api/auth/sign-up/email", body);
    await owner.client.post(`/api/jobs/${job.id}/permissions`, { emails: body.email });
    // Unverified, the account cannot sign in; the grant waits on the address, held by nobody.
    const signIn = await new TestClient(ctx.app).post("/api/auth/sign-in/email", {
      email: body.email,
      password: body.password,
    });
    expect(signIn.statusCode).toBe(403);
    const row = await ctx.database.db
      .selectFrom("job_permissions")
      .select("user_id")
      .where("job_id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });

  it("draws grants from the company's invitation allowance", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const job = (await owner.client.post("/api/jobs", jobInput)).json();
    const invited = await owner.client.post("/api/invitations", {
      emails: Array.from({ length: 25 }, () => uniqueEmail("driver")),
    });
    expect(invited.statusCode).toBe(201);
    const many = Array.from({ length: 6 }, () => uniqueEmail("viewer")).join(", ");
    const refused = await owner.client.post(`/api/jobs/${job.id}/permissions`, { emails: many });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^Your company can send 5 more invitation emails this hour/,
    );
    expect(await grantsOf(owner, job.id)).toEqual([]);
    const fits = await owner.client.post(`/api/jobs/${job.id}/permissions`, {
      emails: many.split(", ").slice(0, 5).join(", "),
    });
    expect(fits.statusCode).toBe(201);
  });
});

describe("job-site search", () => {
  const ctx = useTestApp();

  it("matches title or job number, case-insensitively, within the user's companies, newest first", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    await owner.client.patch("/api/me/profile", { companyName: "North Gravel" });
    const other = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, owner);
    const older = (
      await owner.client.post("/api/jobs", { ...jobInput, title: "Quarry Road fill" })
    ).json();
    const newer = (
      await owner.client.post("/api/jobs", { ...jobInput, title: "Second quarry run" })
    ).json();
    await other.client.post("/api/jobs", { ...jobInput, title: "Quarry elsewhere" });

    const results = (await owner.client.get("/api/search/jobs?q=QUARRY")).json().results;
    expect(results).toEqual([
      {
        id: newer.id,
        title: "Second quarry run",
        jobNumber: newer.jobNumber,
        companyName: "North Gravel",
        relation: "company",
      },
      {
        id: older.id,
        title: "Quarry Road fill",
        jobNumber: older.jobNumber,
        companyName: "North Gravel",
        relation: "company",
      },
    ]);
    const byNumber = (
      await owner.client.get(`/api/search/jobs?q=${older.jobNumber.slice(-4)}`)
    ).json().results;
    expect(byNumber.map((r: { id: string }) => r.id)).toContain(older.id);
    // Drivers find the jobs they work and the open ones they may ask to join, nothing else.
    expect((await driver.client.get("/api/search/jobs?q=quarry")).json().results).toMatchObject([
      { id: newer.id, relation: "open" },
      { id: older.id, relation: "open" },
    ]);
    await owner.client.post(`/api/jobs/${older.id}/drivers`, { driverId: driver.userId });
    await owner.client.patch(`/api/jobs/${older.id}`, { status: "completed" });
    await owner.client.patch(`/api/jobs/${newer.id}`, { status: "closed" });
    expect((await driver.client.get("/api/search/jobs?q=quarry")).json().results).toEqual([
      {
        id: older.id,
        title: "Quarry Road fill",
        jobNumber: older.jobNumber,
        companyName: "North Gravel",
        relation: "assigned",
      },
    ]);
    expect((await owner.client.get("/api/search/jobs?q=%20%20")).json().results).toEqual([]);
    expect((await owner.client.get("/api/search/jobs?q=%25")).json().results).toEqual([]);
    expect((await new TestClient(ctx.app).get("/api/search/jobs?q=quarry")).statusCode).toBe(401);
  });
});
