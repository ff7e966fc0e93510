import type { SubscriptionStatus } from "@haulwise/domain";
import { expect } from "vitest";
import type { TestClient } from "./client.js";
import type { TestContext } from "./harness.js";

type Contractor = { client: TestClient };

export async function statusOf(contractor: Contractor): Promise<SubscriptionStatus> {
  const response = await contractor.client.get("/api/subscription");
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Select Plan, then Pay on the built-in checkout page. */
export async function subscribe(contractor: Contractor, plan: string, billingCycle: string) {
  const checkout = await contractor.client.post("/api/subscription/checkout", {
    plan,
    billingCycle,
  });
  expect(checkout.statusCode).toBe(200);
  const id = checkout.json().url.split("/").pop();
  const paid = await contractor.client.post(`/api/subscription/checkouts/${id}/pay`);
  expect(paid.statusCode).toBe(200);
  return { id: id as string, url: paid.json().url as string };
}

/** Runs the built-in provider's renewal worker as the leader would at `now`. */
export async function renewAt(ctx: TestContext, now: Date) {
  const worker = ctx.workers.workers.find((w) => w.name === "billing-renewals");
  if (!worker) throw new Error("the renewal worker is not registered");
  await worker.tick(now);
  await ctx.events.settled();
}

/** Moves the clock for the length of `body`, then back. */
export async function later<T>(ctx: TestContext, ms: number, body: () => Promise<T>): Promise<T> {
  ctx.clock.advance(ms);
  try {
    return await body();
  } finally {
    ctx.clock.advance(-ms);
  }
}
