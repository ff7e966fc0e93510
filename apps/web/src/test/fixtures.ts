import type {
  CompanyJobList,
  DriverCard,
  DriverCardList,
  InvitationPreview,
  Job,
  LoadDetail,
  Me,
  Role,
  Truck,
  TruckList,
} from "@haulwise/domain";
import { vi } from "vitest";

/**
 * A signed-in person; `role: undefined` with `withProfile: false` means no profile yet. A
 * contractor runs company c1, North Gravel, as every contractor runs one.
 */
export function makeMe(role: Role | null = "contractor", withProfile = true): Me {
  return {
    user: { id: "u1", email: "dana@example.com", emailVerified: true },
    profile: withProfile
      ? {
          id: "u1",
          email: "dana@example.com",
          emailVerified: true,
          firstName: "Dana",
          lastName: "Reyes",
          displayName: "Dana Reyes",
          role,
          phoneNumber: null,
          companyId: role === "contractor" ? "c1" : null,
          companyName: role === "contractor" ? "North Gravel" : null,
          avatarUrl: null,
          companyLogoUrl: null,
          driverLicenseNumber: null,
          driverLicenseState: null,
          driverLicenseExpiry: null,
          yearsOfExperience: null,
          addressLine1: null,
          city: null,
          state: null,
          zipCode: null,
          language: null,
          createdAt: "2026-01-01T00:00:00.000Z",
          updatedAt: "2026-01-01T00:00:00.000Z",
        }
      : null,
  };
}

/** A job of the signed-in contractor's company, as the API returns it. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: "j1",
    jobNumber: "JOB-123456",
    title: "Riverside haul",
    description: "Gravel to the river bank.",
    status: "pending",
    location: "Riverside site",
    locationAddress: null,
    latitude: null,
    longitude: null,
    startDate: "2026-12-01",
    companyId: "c1",
    companyName: "North Gravel",
    documentCount: 2,
    loadSiteId: null,
    dumpSiteId: null,
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    customerId: null,
    customerName: null,
    purchaseOrder: null,
    ...overrides,
  };
}

/** One of the company's drivers as a card: on duty, no truck, not rated yet. */
export function makeDriverCard(overrides: Partial<DriverCard> = {}): DriverCard {
  const id = overrides.id ?? "d1";
  return {
    id,
    name: "Ivy Cole",
    email: `${id}@example.com`,
    phone: null,
    avatarUrl: null,
    status: "on_duty",
    tracking: "paused",
    vehicle: null,
    rating: null,
    ratingCount: 0,
    myRating: null,
    tripsCompleted: 0,
    hoursLogged: 0,
    lastActiveAt: null,
    trackerReportAt: null,
    joinedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** What an invitation link shows: Stone Hauling inviting dana@example.com, who has no account yet. */
export function makeInvitationPreview(
  overrides: Partial<InvitationPreview> = {},
): InvitationPreview {
  return {
    companyName: "Stone Hauling",
    email: "dana@example.com",
    status: "pending",
    invitedByName: "Carla Stone",
    expiresAt: "2030-01-08T00:00:00.000Z",
    hasAccount: false,
    ...overrides,
  };
}

/** A truck of the company: #12, a Kenworth in service, nobody driving it. */
export function makeTruck(overrides: Partial<Truck> = {}): Truck {
  return {
    id: "t1",
    make: "Kenworth",
    model: "T880",
    truckNumber: "12",
    licensePlate: "8ABC123",
    status: "available",
    displayStatus: "active",
    type: "truck",
    assignedDriver: null,
    retiredAt: null,
    createdAt: "2026-01-02T00:00:00.000Z",
    updatedAt: "2026-01-02T00:00:00.000Z",
    capacityTons: null,
    capacityCubicYards: null,
    hiredFrom: null,
    ...overrides,
  };
}

/** A load the driver recorded on job j1: 12 tons of gravel, delivered. */
export function makeLoadDetail(overrides: Partial<LoadDetail> = {}): LoadDetail {
  return {
    id: "l1",
    jobId: "j1",
    jobTitle: "Riverside haul",
    jobNumber: "JOB-123456",
    loadNumber: 1,
    driverId: "d1",
    driverName: "Ivy Cole",
    status: "completed",
    materialType: "Gravel",
    quantity: 12,
    quantityUnit: "tons",
    ticketNumber: null,
    startedAt: "2024-01-05T15:00:00.000Z",
    completedAt: "2024-01-05T15:00:00.000Z",
    approval: "pending",
    photoUrl: null,
    signature: null,
    startPosition: null,
    completePosition: null,
    voidedAt: null,
    voidReason: null,
    createdAt: "2024-01-05T15:00:00.000Z",
    updatedAt: "2024-01-05T15:00:00.000Z",
    approvalNote: null,
    replacesLoadId: null,
    replacedByLoadId: null,
    history: [],
    canComplete: false,
    canCorrect: true,
    canVoid: false,
    canApprove: false,
    canReplace: false,
    ...overrides,
  };
}

/** One page of a list answer holding `items`, the whole of what matched unless told. */
const pageOf = (count: number, overrides: { total?: number; page?: number } = {}) => ({
  total: overrides.total ?? count,
  page: overrides.page ?? 1,
  pageSize: 50,
});

export function truckList(
  trucks: Truck[],
  overrides: { total?: number; page?: number; counts?: Partial<TruckList["counts"]> } = {},
): TruckList {
  const active = trucks.filter((truck) => truck.displayStatus === "active").length;
  return {
    trucks,
    ...pageOf(trucks.length, overrides),
    counts: {
      inService: trucks.length,
      active,
      maintenance: 0,
      inactive: trucks.length - active,
      retired: 0,
      ...overrides.counts,
    },
  };
}

export function driverList(
  drivers: DriverCard[],
  overrides: { total?: number; counts?: Partial<DriverCardList["counts"]> } = {},
): DriverCardList {
  return {
    drivers,
    ...pageOf(drivers.length, overrides),
    counts: {
      total: drivers.length,
      onDuty: drivers.filter((driver) => driver.tracking !== "off_duty").length,
      moving: 0,
      idle: 0,
      paused: 0,
      stopped: 0,
      ...overrides.counts,
    },
  };
}

export function jobList(
  jobs: Job[],
  overrides: { total?: number; counts?: Partial<CompanyJobList["counts"]> } = {},
): CompanyJobList {
  return {
    jobs,
    ...pageOf(jobs.length, overrides),
    counts: {
      total: jobs.length,
      active: jobs.filter((job) => job.status === "active").length,
      pending: 0,
      completed: 0,
      closed: 0,
      inactive: 0,
      ...overrides.counts,
    },
  };
}

type Reply = { status: number; body?: unknown };
/** Answers one call from what was sent: its JSON body and its address (for the query). */
type Handler = (body: unknown, url: URL) => Reply;

/**
 * Answers fetch calls by "METHOD /path", like the server would, and records what was sent.
 * Unlisted calls answer 404 so a test notices a request it did not expect.
 */
export function mockApi(routes: Record<string, Handler | Reply>) {
  const calls: { key: string; body: unknown; url: URL }[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
    calls.push({ key, body, url });
    const route = routes[key];
    const reply: Reply = !route
      ? { status: 404, body: { error: { code: "NOT_FOUND", message: key } } }
      : typeof route === "function"
        ? route(body, url)
        : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  return { spy, calls };
}
