import type { Notification } from "@haulwise/domain";
import type { TestClient } from "./client.js";
import type { TestContext } from "./harness.js";

/**
 * Everything a person has been told, newest first, once every event announced so far has
 * been delivered (notifications are written after the change that caused them).
 */
export async function notificationsOf(
  ctx: TestContext,
  person: { client: TestClient },
): Promise<Notification[]> {
  await ctx.events.settled();
  const response = await person.client.get("/api/notifications?limit=50");
  if (response.statusCode !== 200) throw new Error(`listing failed: ${response.body}`);
  return response.json().notifications;
}

/**
 * Runs `action` while no notification can be stored (their table is renamed away), to show
 * that the change being reported succeeds all the same. Tests in a file run one at a time on
 * their own database, so nothing else sees the gap.
 */
export async function withNotificationsUnavailable<T>(
  ctx: TestContext,
  action: () => Promise<T>,
): Promise<T> {
  const { schema } = ctx.database.db;
  await schema.alterTable("notifications").renameTo("notifications_unavailable").execute();
  try {
    const result = await action();
    // What the action announced is delivered, and fails, while the table is away.
    await ctx.events.settled();
    return result;
  } finally {
    await schema.alterTable("notifications_unavailable").renameTo("notifications").execute();
  }
}
