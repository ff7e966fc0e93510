import { BILLING_ROWS } from "./access-matrix-billing.js";
import { signUpBody, uniqueEmail } from "./client.js";
import { multipartForm, pdfFile } from "./files.js";
import { jobInput } from "./fleet.js";
import { pngImage } from "./images.js";
import {
  ACTORS,
  type ActorName,
  SIGNED_IN_ACTORS,
  type SignedInActor,
  truckInput,
  type World,
} from "./world.js";

/**
 * Who may use each route: ONE ROW PER ROUTE, keyed "METHOD /url" exactly as the router has it.
 * The access-matrix test sends every actor's request to every route and checks that precisely
 * the `allowed` actors get through; a route without a row (or a row without a route) fails it.
 */
export type MatrixRequest = {
  url: string;
  body?: unknown;
  multipart?: { payload: Buffer; headers: Record<string, string> };
};

export type MatrixRow = {
  allowed: readonly ActorName[];
  /** What getting through looks like, when it is not a 2xx (the request is then refused on its merits). */
  ok?: readonly number[];
  /**
   * The request `actor` sends. `succeeds` is true for the allowed actors: rows that destroy
   * what they touch give those a fresh target of their own.
   */
  request: (
    w: World,
    actor: ActorName,
    succeeds: boolean,
  ) => MatrixRequest | Promise<MatrixRequest>;
};

const EVERYONE = ACTORS;
const SIGNED_IN = SIGNED_IN_ACTORS;
const CONTRACTORS = ["contractorA", "contractorB"] as const;
const DRIVERS = [
  "driverA",
  "otherDriverA",
  "driverB",
  "viewer",
  "revokedViewer",
  "formerContractor",
] as const;
/** Who shares work with company A: its members and the viewer of one of its jobs. */
const SHARES_WORK_WITH_A = ["contractorA", "driverA", "otherDriverA", "viewer"] as const;

const roleOf = (actor: ActorName) => (actor.startsWith("contractor") ? "contractor" : "driver");
const emailOf = (w: World, actor: ActorName) =>
  actor in w.people ? w.people[actor as SignedInActor].email : "nobody@example.com";
const image = async () => {
  const png = await pngImage(32, 32);
  const boundary = "----matrix";
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
};
const get = (url: string) => () => ({ url });
let fixSeq = 0;
const newTokenOfDriverA = async (w: World): Promise<{ id: string; token: string }> => {
  const created = await w.people.driverA.client.post("/api/me/device-tokens", { name: "Spare" });
  if (created.statusCode !== 201 && created.statusCode !== 200)
    throw new Error(`device token: ${created.statusCode} ${created.body}`);
  return created.json();
};
const tokensOfDriverA = new WeakMap<World, Promise<{ id: string; token: string }>>();
/** One background-tracker token of driverA's for the whole world. */
const tokenOfDriverA = (w: World) => {
  if (!tokensOfDriverA.has(w)) tokensOfDriverA.set(w, newTokenOfDriverA(w));
  return tokensOfDriverA.get(w)!;
};
const osmandReport = (token: string) =>
  new URLSearchParams({
    id: token,
    lat: "37.77",
    lon: "-122.42",
    timestamp: String(Math.floor(Date.now() / 1000)),
  }).toString();
/** A fresh open checkout of company A's contractor on the built-in provider. */
const checkoutOfA = async (w: World, plan: "pro" | "business" = "business"): Promise<string> => {
  const started = await w.people.contractorA.client.post("/api/subscription/checkout", {
    plan,
    billingCycle: "yearly",
  });
  const url: string | undefined = started.json().url;
  if (!url) throw new Error(`checkout: ${started.statusCode} ${started.body}`);
  return url.slice(url.lastIndexOf("/") + 1);
};

export const ACCESS_MATRIX: Record<string, MatrixRow> = {
  // Public: health, the API description, Better Auth (which checks its own sessions).
  "GET /healthz": { allowed: EVERYONE, request: get("/healthz") },
  "GET /readyz": { allowed: EVERYONE, request: get("/readyz") },
  "GET /api/docs": { allowed: EVERYONE, ok: [200, 302], request: get("/api/docs") },
  "GET /api/docs/static/index.html": {
    allowed: EVERYONE,
    ok: [200, 302],
    request: get("/api/docs/static/index.html"),
  },
  "GET /api/docs/static/swagger-initializer.js": {
    allowed: EVERYONE,
    request: get("/api/docs/static/swagger-initializer.js"),
  },
  "GET /api/docs/json": { allowed: EVERYONE, request: get("/api/docs/json") },
  "GET /api/docs/yaml": { allowed: EVERYONE, request: get("/api/docs/yaml") },
  "GET /api/docs/static/*": {
    allowed: EVERYONE,
    request: get("/api/docs/static/swagger-ui.css"),
  },
  "GET /api/auth/*": { allowed: EVERYONE, request: get("/api/auth/ok") },
  "POST /api/auth/*": {
    allowed: EVERYONE,
    // A reset with a made-up token: refused on its merits, whoever asks.
    ok: [400],
    request: () => ({
      url: "/api/auth/reset-password",
      body: { token: "not-a-token", newPassword: "a new password" },
    }),
  },
  // Better Auth's endpoints that also spend the sign-in allowance.
  "POST /api/auth/sign-in/*": {
    allowed: EVERYONE,
    ok: [401],
    request: () => ({
      url: "/api/auth/sign-in/email",
      body: { email: uniqueEmail("matrix"), password: "a wrong guess" },
    }),
  },
  "POST /api/auth/sign-up/*": {
    allowed: EVERYONE,
    request: () => ({ url: "/api/auth/sign-up/email", body: signUpBody() }),
  },
  "POST /api/auth/change-password": {
    allowed: SIGNED_IN,
    ok: [400],
    request: () => ({
      url: "/api/auth/change-password",
      body: { currentPassword: "not my password", newPassword: "a new password" },
    }),
  },
  "POST /api/auth/change-email": {
    allowed: SIGNED_IN,
    // Getting through means hearing the address is the same one.
    ok: [400],
    request: (w, actor) => ({
      url: "/api/auth/change-email",
      body: { newEmail: emailOf(w, actor) },
    }),
  },
  "POST /api/auth/request-password-reset": {
    allowed: EVERYONE,
    request: () => ({
      url: "/api/auth/request-password-reset",
      body: { email: uniqueEmail("matrix"), redirectTo: "/update-password" },
    }),
  },
  "POST /api/auth/send-verification-email": {
    allowed: EVERYONE,
    // A signed-in caller may only ask for their own address: another one is refused on its merits.
    ok: [200, 400],
    request: () => ({
      url: "/api/auth/send-verification-email",
      body: { email: uniqueEmail("matrix") },
    }),
  },
  "GET /api/session": { allowed: EVERYONE, request: get("/api/session") },
  "GET /api/install": { allowed: EVERYONE, request: get("/api/install") },
  "GET /api/invitations/preview/:token": {
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/invitations/preview/${w.previewInvitation.token}` }),
  },

  // One's own account: anyone signed in.
  "GET /api/me": { allowed: SIGNED_IN, request: get("/api/me") },
  "DELETE /api/me": {
    allowed: SIGNED_IN,
    // Getting through here means being asked to type one's own address, not deleting it.
    ok: [400],
    request: () => ({ url: "/api/me", body: { confirmEmail: "someone-else@example.com" } }),
  },
  "POST /api/me/profile": {
    allowed: SIGNED_IN,
    ok: [409],
    request: (_w, actor) => ({
      url: "/api/me/profile",
      body: {
        firstName: "Sam",
        lastName: "Hall",
        role: roleOf(actor),
        ...(roleOf(actor) === "contractor" ? { companyName: "Hall Haulage" } : {}),
      },
    }),
  },
  "PATCH /api/me/profile": {
    allowed: SIGNED_IN,
    request: () => ({ url: "/api/me/profile", body: { phoneNumber: "+1 555 0100" } }),
  },
  "PUT /api/me/role": {
    allowed: SIGNED_IN,
    request: (_w, actor) => ({ url: "/api/me/role", body: { role: roleOf(actor) } }),
  },
  "PUT /api/me/driver-details": {
    allowed: DRIVERS,
    request: (w, actor) => ({
      url: "/api/me/driver-details",
      body: { firstName: "Sam", lastName: "Hall", email: emailOf(w, actor), city: "Tulsa" },
    }),
  },
  "PUT /api/me/avatar": {
    allowed: SIGNED_IN,
    request: async () => ({ url: "/api/me/avatar", multipart: await image() }),
  },
  "PUT /api/me/company-logo": {
    allowed: CONTRACTORS,
    request: async () => ({ url: "/api/me/company-logo", multipart: await image() }),
  },
  "GET /api/me/duty": { allowed: DRIVERS, request: get("/api/me/duty") },
  "PUT /api/me/duty": {
    allowed: DRIVERS,
    request: () => ({ url: "/api/me/duty", body: { onDuty: false } }),
  },
  "GET /api/search/jobs": { allowed: SIGNED_IN, request: get("/api/search/jobs?q=haul") },
  "GET /api/places": { allowed: CONTRACTORS, request: get("/api/places?q=Fresno%2C%20CA") },
  // Every signed-in screen with a map: how it is drawn, and the street map file (see world.ts).
  "GET /api/map-config": { allowed: SIGNED_IN, request: get("/api/map-config") },
  "GET /api/map/basemap.pmtiles": { allowed: SIGNED_IN, request: get("/api/map/basemap.pmtiles") },
  "GET /api/notifications": { allowed: SIGNED_IN, request: get("/api/notifications") },
  "POST /api/notifications/read-all": {
    allowed: SIGNED_IN,
    request: () => ({ url: "/api/notifications/read-all", body: {} }),
  },
  "POST /api/notifications/:id/read": {
    allowed: ["driverA"],
    // Unread each time, so marking someone else's would show as a change.
    request: async (w) => ({
      url: `/api/notifications/${await w.fresh.unreadNotification()}/read`,
      body: {},
    }),
  },

  // Pictures: only for people who share work with their owner.
  "GET /api/users/:userId/avatar": {
    allowed: SHARES_WORK_WITH_A,
    request: (w) => ({ url: `/api/users/${w.people.contractorA.userId}/avatar` }),
  },
  "GET /api/companies/:companyId/logo": {
    allowed: SHARES_WORK_WITH_A,
    request: (w) => ({ url: `/api/companies/${w.companyA}/logo` }),
  },

  // A contractor's own company.
  "GET /api/company": { allowed: CONTRACTORS, request: get("/api/company") },
  "PUT /api/company": {
    allowed: CONTRACTORS,
    request: () => ({
      url: "/api/company",
      body: {
        companyName: "Hauling Co",
        contactName: "Ava",
        phone: "+1 555 0101",
        email: "office@example.com",
        address: "1 Pit Road",
      },
    }),
  },
  "GET /api/dashboard/fleet": { allowed: CONTRACTORS, request: get("/api/dashboard/fleet") },
  "GET /api/dashboard/stats": { allowed: CONTRACTORS, request: get("/api/dashboard/stats") },
  // Each contractor reads their own company's loads.
  "GET /api/loads": { allowed: CONTRACTORS, request: get("/api/loads") },
  "GET /api/loads/export.csv": { allowed: CONTRACTORS, request: get("/api/loads/export.csv") },
  "GET /api/drivers": { allowed: CONTRACTORS, request: get("/api/drivers") },
  "GET /api/trucks": { allowed: CONTRACTORS, request: get("/api/trucks") },
  "POST /api/trucks": {
    allowed: CONTRACTORS,
    request: () => ({ url: "/api/trucks", body: truckInput() }),
  },
  "GET /api/jobs": { allowed: CONTRACTORS, request: get("/api/jobs") },
  "POST /api/jobs": {
    allowed: CONTRACTORS,
    request: () => ({
      url: "/api/jobs",
      body: { ...jobInput, title: "New haul" },
    }),
  },
  "GET /api/invitations": { allowed: CONTRACTORS, request: get("/api/invitations") },
  "POST /api/invitations": {
    allowed: CONTRACTORS,
    request: () => ({ url: "/api/invitations", body: { emails: [uniqueEmail("matrix")] } }),
  },
  "POST /api/invitations/:id/resend": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/invitations/${w.invitationA.id}/resend`, body: {} }),
  },
  "DELETE /api/invitations/:id": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/invitations/${succeeds ? (await w.fresh.invitation()).id : w.invitationA.id}`,
    }),
  },
  "POST /api/invitations/accept": {
    // Only the invited address may accept, and nobody here is the address invited.
    allowed: [],
    request: (w) => ({
      url: "/api/invitations/accept",
      body: { token: w.strangersInvitation.token },
    }),
  },

  // Company A's drivers, trucks and jobs: its contractor only.
  "GET /api/drivers/:driverId": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/drivers/${w.people.driverA.userId}` }),
  },
  "GET /api/drivers/:driverId/work": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/drivers/${w.people.driverA.userId}/work` }),
  },
  "DELETE /api/drivers/:driverId": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/drivers/${succeeds ? (await w.fresh.driver()).userId : w.people.driverA.userId}`,
    }),
  },
  "PUT /api/drivers/:driverId/rating": {
    allowed: ["contractorA"],
    request: (w) => ({
      url: `/api/drivers/${w.people.driverA.userId}/rating`,
      body: { rating: 4 },
    }),
  },
  "GET /api/trucks/:truckId": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/trucks/${w.truckA}` }),
  },
  "PATCH /api/trucks/:truckId": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/trucks/${w.truckA}`, body: { model: "W900" } }),
  },
  "POST /api/trucks/:truckId/retire": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/trucks/${succeeds ? await w.fresh.truck() : w.truckA}/retire`,
      body: {},
    }),
  },
  "PUT /api/trucks/:truckId/assignment": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/trucks/${w.truckA}/assignment`, body: { driverId: null } }),
  },
  "GET /api/jobs/:jobId": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}` }),
  },
  "PATCH /api/jobs/:jobId": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}`, body: { title: "Quarry haul" } }),
  },
  // Company A's sites: its contractor draws and changes them; every driver reads those of the
  // companies they drive for (none, for a driver of no company).
  "GET /api/sites": { allowed: SIGNED_IN, request: get("/api/sites") },
  "POST /api/sites": {
    allowed: CONTRACTORS,
    request: () => ({
      url: "/api/sites",
      body: {
        name: "South dump",
        geometry: {
          type: "polygon",
          points: [
            { latitude: 36.7, longitude: -119.71 },
            { latitude: 36.701, longitude: -119.71 },
            { latitude: 36.701, longitude: -119.709 },
          ],
        },
      },
    }),
  },
  "PATCH /api/sites/:siteId": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/sites/${w.siteA}`, body: { name: "North pit, gate 2" } }),
  },
  "DELETE /api/sites/:siteId": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/sites/${succeeds ? await w.fresh.site() : w.siteA}`,
    }),
  },
  // A job's counted loads: its contractor only.
  "GET /api/jobs/:jobId/cycles": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/cycles` }),
  },
  "GET /api/jobs/:jobId/cycles.csv": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/cycles.csv` }),
  },
  "GET /api/jobs/:jobId/cycles/:cycleId": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/cycles/${w.cycleA}` }),
  },
  "GET /api/jobs/:jobId/reconciliation": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/reconciliation` }),
  },
  "GET /api/sites/suggestions": { allowed: CONTRACTORS, request: get("/api/sites/suggestions") },
  // A driver on the job marks its pit where they stand (a fresh job each time: once per end).
  "POST /api/jobs/:jobId/site-marks": {
    allowed: ["driverA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/jobs/${succeeds ? await w.fresh.assignedJob() : w.jobA}/site-marks`,
      body: { role: "load", latitude: 36.8, longitude: -119.7, accuracy: 8 },
    }),
  },
  "GET /api/me/cycles": { allowed: DRIVERS, request: get("/api/me/cycles") },
  "GET /api/drivers/:driverId/stops": {
    allowed: ["contractorA", "driverA"],
    request: (w) => ({ url: `/api/drivers/${w.people.driverA.userId}/stops` }),
  },
  // A replay is the driver's own or their company's contractors'; no share link reaches it.
  "GET /api/drivers/:driverId/replay": {
    allowed: ["contractorA", "driverA"],
    request: (w) => ({ url: `/api/drivers/${w.people.driverA.userId}/replay` }),
  },
  "GET /api/jobs/:jobId/drivers": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/drivers` }),
  },
  "POST /api/jobs/:jobId/drivers": {
    allowed: ["contractorA"],
    request: (w) => ({
      url: `/api/jobs/${w.jobA}/drivers`,
      body: { driverId: w.people.driverA.userId },
    }),
  },
  "DELETE /api/jobs/:jobId/drivers/:driverId": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/jobs/${succeeds ? await w.fresh.assignedJob() : w.jobA}/drivers/${w.people.driverA.userId}`,
    }),
  },
  "POST /api/jobs/:jobId/drivers/:driverId/approve": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/jobs/${succeeds ? await w.fresh.pendingRequest() : w.jobA}/drivers/${w.people.otherDriverA.userId}/approve`,
      body: {},
    }),
  },
  "GET /api/jobs/:jobId/permissions": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/permissions` }),
  },
  "POST /api/jobs/:jobId/permissions": {
    allowed: ["contractorA"],
    request: (w) => ({
      url: `/api/jobs/${w.jobA}/permissions`,
      body: { emails: w.people.viewer.email },
    }),
  },
  "DELETE /api/jobs/:jobId/permissions/:grantId": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/jobs/${w.jobA}/permissions/${succeeds ? await w.fresh.grant() : w.viewerGrant}`,
    }),
  },
  // A job shared with its customer: its contractors manage links, a token opens one job.
  "POST /api/jobs/:jobId/share-links": {
    allowed: ["contractorA"],
    ok: [201],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/share-links`, body: { expiresAt: null } }),
  },
  "GET /api/jobs/:jobId/share-links": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/share-links` }),
  },
  "DELETE /api/share-links/:id": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/share-links/${succeeds ? (await w.fresh.shareLink()).id : w.shareLinkA.id}`,
    }),
  },
  "GET /api/shared/:token": {
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/shared/${w.shareLinkA.token}` }),
  },
  "POST /api/shared/:token/days/:day/approve": {
    allowed: EVERYONE,
    request: async (w) => {
      const shared = (await w.clients.anonymous.get(`/api/shared/${w.shareLinkA.token}`)).json();
      return {
        url: `/api/shared/${w.shareLinkA.token}/days/${shared.loads[0].day}/approve`,
        body: { name: "Gina General" },
      };
    },
  },
  "POST /api/shared/:token/loads/:loadId/dispute": {
    allowed: EVERYONE,
    request: (w) => ({
      url: `/api/shared/${w.shareLinkA.token}/loads/${w.loadA}/dispute`,
      body: { name: "Gina General", comment: "We weighed 11 t at the gate" },
    }),
  },
  "GET /api/jobs/:jobId/customer-reviews": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/customer-reviews` }),
  },
  "GET /api/shared/:token/loads/:loadId/photo": {
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/shared/${w.shareLinkA.token}/loads/${w.loadA}/photo` }),
  },
  "GET /api/jobs/:jobId/metrics": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/metrics` }),
  },
  "POST /api/jobs/:jobId/documents": {
    allowed: ["contractorA"],
    request: (w) => ({
      url: `/api/jobs/${w.jobA}/documents`,
      multipart: multipartForm(
        { driverId: w.people.driverA.userId },
        { data: pdfFile(), filename: "ticket.pdf", contentType: "application/pdf" },
      ),
    }),
  },
  "DELETE /api/documents/:documentId": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/documents/${succeeds ? await w.fresh.document(w.jobA) : w.documentA}`,
    }),
  },

  // A job's people: its contractor, its drivers, its viewers, each to their own extent.
  "GET /api/jobs/:jobId/view": {
    allowed: ["contractorA", "driverA", "viewer"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/view` }),
  },
  "GET /api/jobs/:jobId/documents": {
    allowed: ["contractorA", "driverA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/documents` }),
  },
  "GET /api/documents/:documentId/download": {
    allowed: ["contractorA", "driverA"],
    request: (w) => ({ url: `/api/documents/${w.documentA}/download` }),
  },
  "POST /api/jobs/:jobId/join-requests": {
    // Drivers of the job's company, for a job they are not on yet.
    allowed: ["driverA", "otherDriverA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/jobs/${succeeds ? await w.fresh.job() : w.jobA}/join-requests`,
      body: {},
    }),
  },

  // Company A's loads: its contractor, and the driver who hauled them (recording only on a job
  // they are active on).
  "POST /api/loads": {
    allowed: ["contractorA", "driverA"],
    request: (w, actor) => ({
      url: "/api/loads",
      body: {
        jobId: w.jobA,
        quantity: 10,
        quantityUnit: "tons",
        ...(actor.startsWith("contractor") ? { driverId: w.people.driverA.userId } : {}),
      },
    }),
  },
  "GET /api/loads/:loadId": {
    allowed: ["contractorA", "driverA"],
    request: (w) => ({ url: `/api/loads/${w.loadA}` }),
  },
  "GET /api/loads/:loadId/evidence.pdf": {
    allowed: ["contractorA", "driverA"],
    request: (w) => ({ url: `/api/loads/${w.loadA}/evidence.pdf` }),
  },
  "GET /api/jobs/:jobId/evidence.pdf": {
    // contractorA gets every load of the day, driverA their own; otherDriverA has none that day.
    allowed: ["contractorA", "driverA"],
    request: async (w) => {
      const load = (await w.clients.contractorA.get(`/api/loads/${w.loadA}`)).json();
      // The world's companies keep the default zone, UTC: the day is the instant's date.
      return { url: `/api/jobs/${w.jobA}/evidence.pdf?date=${load.completedAt.slice(0, 10)}` };
    },
  },
  "GET /api/loads/:loadId/photo": {
    allowed: ["contractorA", "driverA"],
    request: (w) => ({ url: `/api/loads/${w.loadA}/photo` }),
  },
  "GET /api/loads/:loadId/signature": {
    allowed: ["contractorA", "driverA"],
    request: (w) => ({ url: `/api/loads/${w.loadA}/signature` }),
  },
  "POST /api/loads/:loadId/complete": {
    allowed: ["contractorA", "driverA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/loads/${succeeds ? await w.fresh.load("started") : w.loadA}/complete`,
      body: { quantity: 9.5 },
    }),
  },
  "PATCH /api/loads/:loadId": {
    allowed: ["contractorA", "driverA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/loads/${succeeds ? await w.fresh.load() : w.loadA}`,
      body: { quantity: 11, reason: "Reweighed" },
    }),
  },
  "POST /api/loads/:loadId/void": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/loads/${succeeds ? await w.fresh.load() : w.loadA}/void`,
      body: { reason: "Entered twice" },
    }),
  },
  "POST /api/me/metrics": {
    allowed: ["driverA"],
    request: (w) => ({
      url: "/api/me/metrics",
      body: { jobId: w.jobA, loads: 4, hours: 8.5, miles: 120, fuelUsed: 30.2 },
    }),
  },

  // A driver's own work, for anyone who drives.
  "GET /api/driver/jobs": { allowed: DRIVERS, request: get("/api/driver/jobs") },
  "GET /api/driver/available-jobs": {
    allowed: DRIVERS,
    request: get("/api/driver/available-jobs"),
  },
  "GET /api/driver/documents": { allowed: DRIVERS, request: get("/api/driver/documents") },
  "GET /api/me/loads": { allowed: DRIVERS, request: get("/api/me/loads") },
  "GET /api/me/metrics": { allowed: DRIVERS, request: get("/api/me/metrics") },

  // Live tracking: drivers send their own positions; contractors read their company's.
  "POST /api/positions": {
    allowed: DRIVERS,
    request: () => ({
      url: "/api/positions",
      body: {
        deviceId: "matrix-device",
        fixes: [
          {
            seq: ++fixSeq,
            recordedAt: new Date().toISOString(),
            latitude: 37.77,
            longitude: -122.42,
            accuracy: 8,
          },
        ],
      },
    }),
  },
  "POST /api/positions/events": {
    allowed: DRIVERS,
    ok: [204],
    request: () => ({
      url: "/api/positions/events",
      body: { deviceId: "matrix-device", type: "heartbeat", at: new Date().toISOString() },
    }),
  },
  "GET /api/me/position": { allowed: DRIVERS, request: get("/api/me/position") },
  "GET /api/tracking/positions": { allowed: CONTRACTORS, request: get("/api/tracking/positions") },
  "GET /api/tracking/alerts": { allowed: CONTRACTORS, request: get("/api/tracking/alerts") },
  "GET /api/tracking/live-drivers": {
    allowed: CONTRACTORS,
    request: get("/api/tracking/live-drivers"),
  },
  "PUT /api/tracking/live-drivers": {
    allowed: CONTRACTORS,
    request: () => ({ url: "/api/tracking/live-drivers", body: { driverIds: [] } }),
  },
  "GET /api/jobs/:jobId/positions": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/positions` }),
  },
  "GET /api/drivers/:driverId/trail": {
    allowed: ["contractorA", "driverA"],
    request: (w) => ({
      url: `/api/drivers/${w.people.driverA.userId}/trail?date=${new Date().toISOString().slice(0, 10)}`,
    }),
  },
  "GET /api/realtime": {
    // Getting through means reaching the WebSocket handshake, which a plain request is not.
    allowed: SIGNED_IN,
    ok: [400, 404, 426],
    request: get("/api/realtime"),
  },

  // Background tracker apps: a driver's own device tokens, and the protocol they speak.
  "GET /api/me/device-tokens": { allowed: DRIVERS, request: get("/api/me/device-tokens") },
  "POST /api/me/device-tokens": {
    allowed: DRIVERS,
    request: () => ({ url: "/api/me/device-tokens", body: { name: "Phone" } }),
  },
  "DELETE /api/me/device-tokens/:id": {
    allowed: ["driverA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/me/device-tokens/${(succeeds ? await newTokenOfDriverA(w) : await tokenOfDriverA(w)).id}`,
    }),
  },
  // The token in the request says whose position it is, whoever sends it and with any session.
  "GET /api/osmand": {
    allowed: EVERYONE,
    request: async (w) => ({ url: `/api/osmand?${osmandReport((await tokenOfDriverA(w)).token)}` }),
  },
  "POST /api/osmand": {
    allowed: EVERYONE,
    request: async (w) => ({
      url: `/api/osmand?${osmandReport((await tokenOfDriverA(w)).token)}`,
      body: {},
    }),
  },

  // The company's plan: its contractor reads and changes it.
  "GET /api/subscription": { allowed: CONTRACTORS, request: get("/api/subscription") },
  "POST /api/subscription/checkout": {
    allowed: CONTRACTORS,
    request: () => ({
      url: "/api/subscription/checkout",
      body: { plan: "pro", billingCycle: "monthly" },
    }),
  },
  "POST /api/subscription/checkout/confirm": {
    // Stripe's return; the built-in provider has no session to confirm.
    allowed: CONTRACTORS,
    ok: [404, 409],
    request: () => ({
      url: "/api/subscription/checkout/confirm",
      body: { sessionId: "cs_test_matrix" },
    }),
  },
  "POST /api/subscription/manage": {
    allowed: CONTRACTORS,
    ok: [200, 409],
    request: () => ({ url: "/api/subscription/manage", body: {} }),
  },
  "POST /api/subscription/cancel": {
    allowed: CONTRACTORS,
    ok: [200, 409],
    request: () => ({ url: "/api/subscription/cancel", body: {} }),
  },
  "POST /api/subscription/resume": {
    allowed: CONTRACTORS,
    ok: [200, 409],
    request: () => ({ url: "/api/subscription/resume", body: {} }),
  },
  "GET /api/subscription/checkouts/:checkoutId": {
    allowed: ["contractorA"],
    request: async (w) => ({ url: `/api/subscription/checkouts/${await checkoutOfA(w)}` }),
  },
  "POST /api/subscription/checkouts/:checkoutId/pay": {
    allowed: ["contractorA"],
    request: async (w) => ({
      // Pro, so that a checkout for Business is still an upgrade afterwards.
      url: `/api/subscription/checkouts/${await checkoutOfA(w, "pro")}/pay`,
      body: {},
    }),
  },
  "POST /api/subscription/checkouts/:checkoutId/cancel": {
    allowed: ["contractorA"],
    request: async (w) => ({
      url: `/api/subscription/checkouts/${await checkoutOfA(w)}/cancel`,
      body: {},
    }),
  },

  ...BILLING_ROWS,
};
