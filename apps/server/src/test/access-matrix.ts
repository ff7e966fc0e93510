import { uniqueEmail } from "./client.js";
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
    request: () => ({
      url: "/api/auth/request-password-reset",
      body: { email: uniqueEmail("matrix"), redirectTo: "/update-password" },
    }),
  },
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
  "DELETE /api/jobs/:jobId/permissions/:userId": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/jobs/${w.jobA}/permissions/${succeeds ? await w.fresh.grant() : w.people.viewer.userId}`,
    }),
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

  // A driver's own work, for anyone who drives.
  "GET /api/driver/jobs": { allowed: DRIVERS, request: get("/api/driver/jobs") },
  "GET /api/driver/available-jobs": {
    allowed: DRIVERS,
    request: get("/api/driver/available-jobs"),
  },
  "GET /api/driver/documents": { allowed: DRIVERS, request: get("/api/driver/documents") },
};
