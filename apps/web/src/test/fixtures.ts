import type { DriverCard, Job, Me, Role } from "@haulwise/domain";
import { vi } from "vitest";

/** A signed-in person; `role: undefined` with `withProfile: false` means no profile yet. */
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
          companyId: null,
          companyName: null,
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
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
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
    vehicle: null,
    rating: null,
    ratingCount: 0,
    myRating: null,
    tripsCompleted: 0,
    hoursLogged: 0,
    lastActiveAt: null,
    joinedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };
type Handler = (body: unknown) => Reply;

/**
 * Answers fetch calls by "METHOD /path", like the server would, and records what was sent.
 * Unlisted calls answer 404 so a test notices a request it did not expect.
 */
export function mockApi(routes: Record<string, Handler | Reply>) {
  const calls: { key: string; body: unknown }[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
    calls.push({ key, body });
    const route = routes[key];
    const reply: Reply = !route
      ? { status: 404, body: { error: { code: "NOT_FOUND", message: key } } }
      : typeof route === "function"
        ? route(body)
        : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  return { spy, calls };
}
