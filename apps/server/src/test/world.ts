import path from "node:path";
import { beforeAll } from "vitest";
import { writeTestBasemap } from "../../../../scripts/lib/test-basemap.mjs";
import { simulateDay, worldSites } from "../modules/cycles/simulator/index.js";
import { installChangeCounter } from "./change-counter.js";
import {
  createVerifiedUser,
  multipartFile,
  signUpBody,
  TestClient,
  uniqueEmail,
} from "./client.js";
import { multipartForm, pdfFile } from "./files.js";
import { invitationToken, inviteNewDriver, jobInput, revokeGrant } from "./fleet.js";
import { type TestContext, useTestApp } from "./harness.js";
import { pngImage } from "./images.js";

/**
 * Everyone an access rule distinguishes: two companies with their contractor and drivers, a
 * viewer granted one job, a viewer whose grant was revoked, an account that never verified its
 * address (it holds no session, only a forged cookie), a contractor who switched to driving
 * (still the owner of a company, no longer its contractor), and nobody at all.
 */
export const ACTORS = [
  "anonymous",
  "unverified",
  "contractorA",
  "driverA",
  "otherDriverA",
  "contractorB",
  "driverB",
  "viewer",
  "revokedViewer",
  "formerContractor",
] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, "anonymous" | "unverified">;
export const SIGNED_IN_ACTORS = ACTORS.filter(
  (actor): actor is SignedInActor => actor !== "anonymous" && actor !== "unverified",
);
type Person = Awaited<ReturnType<typeof createVerifiedUser>>;

const jobNamed = (title = "Gravel haul") => ({ ...jobInput, title });

let truckNumber = 0;
export const truckInput = () => ({
  make: "Kenworth",
  model: "T880",
  truckNumber: `T-${++truckNumber}`,
});

/** A world of real accounts and records made through the API, as people would make them. */
export async function buildWorld(ctx: TestContext) {
  // A street map beside the data, as an operator drops one in: its route serves a real file.
  writeTestBasemap(path.join(ctx.dataDir, "basemap.pmtiles"));
  const contractorA = await createVerifiedUser(ctx, { role: "contractor", firstName: "Ava" });
  const contractorB = await createVerifiedUser(ctx, { role: "contractor", firstName: "Ben" });
  const driverA = await inviteNewDriver(ctx, contractorA, { firstName: "Dee" });
  const otherDriverA = await inviteNewDriver(ctx, contractorA, { firstName: "Oli" });
  const driverB = await inviteNewDriver(ctx, contractorB, { firstName: "Bo" });
  const viewer = await createVerifiedUser(ctx, { role: "driver", firstName: "Vic" });
  const revokedViewer = await createVerifiedUser(ctx, { role: "driver", firstName: "Rae" });
  const formerContractor = await createVerifiedUser(ctx, { role: "contractor", firstName: "Flo" });
  const switched = await formerContractor.client.put("/api/me/role", { role: "driver" });
  if (switched.statusCode !== 200) throw new Error(`role switch: ${switched.body}`);
  const people: Record<SignedInActor, Person> = {
    contractorA,
    driverA,
    otherDriverA,
    contractorB,
    driverB,
    viewer,
    revokedViewer,
    formerContractor,
  };

  const unverifiedEmail = uniqueEmail("unverified");
  await new TestClient(ctx.app).post(
    "/api/auth/sign-up/email",
    signUpBody({ email: unverifiedEmail, role: "driver" }),
  );
  const unverified = new TestClient(ctx.app);
  const refused = await unverified.post("/api/auth/sign-in/email", {
    email: unverifiedEmail,
    password: signUpBody().password,
  });
  if (refused.statusCode !== 403) throw new Error(`unverified sign-in: ${refused.statusCode}`);
  unverified.cookies.set("haulwise.session_token", "forged-token.forged-signature");

  const clients = {
    anonymous: new TestClient(ctx.app),
    unverified,
    ...Object.fromEntries(Object.entries(people).map(([name, person]) => [name, person.client])),
  } as Record<ActorName, TestClient>;

  const ok = async <R extends { statusCode: number; body: string }>(response: R, what: string) => {
    if (response.statusCode >= 300)
      throw new Error(`${what}: ${response.statusCode} ${response.body}`);
    return response;
  };

  const newJob = async (owner: Person = contractorA, title?: string): Promise<string> =>
    (await ok(await owner.client.post("/api/jobs", jobNamed(title)), "job")).json().id;
  const assign = async (jobId: string, driver: Person) =>
    ok(
      await contractorA.client.post(`/api/jobs/${jobId}/drivers`, { driverId: driver.userId }),
      "assign",
    );
  const newTruck = async (owner: Person = contractorA): Promise<string> =>
    (await ok(await owner.client.post("/api/trucks", truckInput()), "truck")).json().id;
  const newDocument = async (jobId: string): Promise<string> => {
    const form = multipartForm(
      { driverId: driverA.userId, notes: "Gate code 4411" },
      { data: pdfFile(), filename: "ticket.pdf", contentType: "application/pdf" },
    );
    const response = await contractorA.client.post(`/api/jobs/${jobId}/documents`, undefined, form);
    return (await ok(response, "document")).json().id;
  };
  const newInvitation = async (email = uniqueEmail("invitee")) => {
    const response = await contractorA.client.post("/api/invitations", { emails: [email] });
    const id: string = (await ok(response, "invitation")).json().invitations[0].id;
    const mail = await ctx.lastMailTo(email, /invited you/);
    return { id, token: invitationToken(mail.link!) };
  };
  const grant = async (jobId: string, person: Person) =>
    ok(
      await contractorA.client.post(`/api/jobs/${jobId}/permissions`, { emails: person.email }),
      "grant",
    );
  const grantIdOf = async (jobId: string, person: Person): Promise<string> =>
    (await contractorA.client.get(`/api/jobs/${jobId}/permissions`))
      .json()
      .grants.find((g: { email: string }) => g.email === person.email.toLowerCase()).id;

  /** A load of driverA's on `jobId`: delivered with a ticket photo, or started at the pit. */
  const newLoad = async (jobId: string, stage: "completed" | "started" = "completed") => {
    const signature =
      stage === "completed"
        ? {
            signerName: "Rita Receiver",
            image: `data:image/png;base64,${(await pngImage(60, 20)).toString("base64")}`,
          }
        : undefined;
    const ticket = {
      jobId,
      stage,
      materialType: "Gravel",
      quantity: 12,
      quantityUnit: "tons",
      signature,
    };
    const form = multipartForm(
      { ticket: JSON.stringify(ticket) },
      { data: await pngImage(32, 32), filename: "ticket.png", contentType: "image/png" },
    );
    const response = await driverA.client.post("/api/loads", undefined, form);
    return (await ok(response, "load")).json().id as string;
  };

  /** A pit of company A's, drawn as a circle. */
  const newSite = async (owner: Person = contractorA, name = "North pit"): Promise<string> =>
    (
      await ok(
        await owner.client.post("/api/sites", {
          name,
          geometry: {
            type: "circle",
            center: { latitude: 36.75, longitude: -119.8 },
            radiusMetres: 120,
          },
        }),
        "site",
      )
    ).json().id;

  const jobA = await newJob(contractorA, "Quarry haul");
  const jobB = await newJob(contractorB, "Other company haul");
  await assign(jobA, driverA);
  await grant(jobA, viewer);
  await grant(jobA, revokedViewer);
  await ok(await revokeGrant(contractorA, jobA, revokedViewer.email), "revoke");

  await ok(
    await contractorA.client.put(
      "/api/me/company-logo",
      undefined,
      multipartFile(await pngImage(120, 40), "logo.png", "image/png"),
    ),
    "logo",
  );
  await ok(
    await contractorA.client.put(
      "/api/me/avatar",
      undefined,
      multipartFile(await pngImage(), "me.png", "image/png"),
    ),
    "avatar",
  );
  const me = (await contractorA.client.get("/api/me")).json();

  /** jobA hauls from the simulator's pit to its first dump: driverA's phone counts one load. */
  const countOneCycle = async (): Promise<string> => {
    const ids: Record<string, string> = {};
    for (const site of worldSites().slice(0, 2)) {
      const created = await contractorA.client.post("/api/sites", {
        name: site.name,
        geometry: site.geometry,
      });
      ids[site.key] = (await ok(created, "world site")).json().id;
    }
    await ok(
      await contractorA.client.patch(`/api/jobs/${jobA}`, {
        loadSiteId: ids.pit,
        dumpSiteId: ids.d1,
      }),
      "route",
    );
    const day = simulateDay({
      seed: 7,
      start: ctx.clock.now().getTime() - 30 * 3600_000,
      trucksPerJob: 1,
      deadZone: false,
    });
    const truck = day.trucks.find((entry) => entry.job === "north")!;
    const until = truck.truth[0]!.dump.departedAt + 5 * 60_000;
    const fixes = truck.fixes.filter((fix) => Date.parse(fix.recordedAt) <= until);
    for (let from = 0; from < fixes.length; from += 500) {
      await ok(
        await driverA.client.post("/api/positions", {
          deviceId: "world-phone",
          fixes: fixes.slice(from, from + 500),
        }),
        "fixes",
      );
    }
    await ctx.events.settled();
    const counted = await contractorA.client.get(
      `/api/jobs/${jobA}/cycles?from=${new Date(truck.samples[0]!.t).toISOString()}&to=${new Date(until + 60_000).toISOString()}`,
    );
    const cycleId = (await ok(counted, "cycles")).json().cycles[0]?.id as string | undefined;
    if (!cycleId) throw new Error("the world's trip counted no cycle");
    return cycleId;
  };

  /** A link to jobA for its customer, made by contractorA. */
  const newShareLink = async (): Promise<{ id: string; token: string }> => {
    const created = await contractorA.client.post(`/api/jobs/${jobA}/share-links`, {
      expiresAt: null,
    });
    const { id, url } = (await ok(created, "share link")).json() as { id: string; url: string };
    return { id, token: url.slice(url.lastIndexOf("/") + 1) };
  };

  const driverANotifications = (await driverA.client.get("/api/notifications")).json();
  const world = {
    ctx,
    people,
    clients,
    companyA: me.profile.companyId as string,
    jobA,
    jobB,
    truckA: await newTruck(contractorA),
    truckB: await newTruck(contractorB),
    siteA: await newSite(contractorA),
    /** A load cycle of driverA's on jobA, counted from the fixes of one trip. */
    cycleA: await countOneCycle(),
    siteB: await newSite(contractorB, "Other company pit"),
    documentA: await newDocument(jobA),
    /** driverA's delivered load on jobA, with a ticket photo. */
    loadA: await newLoad(jobA),
    invitationA: await newInvitation(),
    previewInvitation: await newInvitation(),
    /** The viewer's grant on jobA. */
    viewerGrant: await grantIdOf(jobA, viewer),
    /** Addressed to nobody in this world: every actor is the wrong account for it. */
    strangersInvitation: await newInvitation(),
    notificationOfDriverA: driverANotifications.notifications[0].id as string,
    /** A working link to jobA, never revoked. */
    shareLinkA: await newShareLink(),
    fresh: {
      job: newJob,
      truck: newTruck,
      site: newSite,
      document: newDocument,
      invitation: newInvitation,
      driver: () => inviteNewDriver(ctx, contractorA),
      assignedJob: async () => {
        const jobId = await newJob();
        await assign(jobId, driverA);
        return jobId;
      },
      pendingRequest: async () => {
        const jobId = await newJob();
        await ok(
          await otherDriverA.client.post(`/api/jobs/${jobId}/join-requests`),
          "join request",
        );
        return jobId;
      },
      /** An unread notification of driverA's: being assigned to a new job tells them. */
      unreadNotification: async (): Promise<string> => {
        const jobId = await newJob();
        await assign(jobId, driverA);
        // The notification is written by a listener after the assignment has answered.
        await ctx.events.settled();
        const page = (await driverA.client.get("/api/notifications")).json();
        return page.notifications.find((n: { readAt: string | null }) => n.readAt === null).id;
      },
      /** A load of driverA's on jobA: a started one to complete, a delivered one to void. */
      load: (stage: "completed" | "started" = "completed") => newLoad(jobA, stage),
      /** A share link to jobA, made afresh (to revoke). */
      shareLink: newShareLink,
      /** The id of a grant on jobA, made afresh. */
      grant: async () => {
        await grant(jobA, revokedViewer);
        return grantIdOf(jobA, revokedViewer);
      },
    },
  };
  return world;
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** One app per test file, with the world built and every database write counted. */
export function useWorld() {
  const ctx = useTestApp();
  const state = { ctx } as { ctx: TestContext; world: World; changes: () => Promise<number> };
  beforeAll(async () => {
    state.world = await buildWorld(ctx);
    // Refused sign-ins are counted by the throttle: that write is the point of refusing.
    const count = await installChangeCounter(ctx.database, { except: ["throttles"] });
    // Listeners write after their request has answered (notifications of an allowed change):
    // counted once delivered, they land on the request that caused them, not on the next one.
    state.changes = async () => {
      await ctx.events.settled();
      return count();
    };
  }, 120_000);
  return state;
}
