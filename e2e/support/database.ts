import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import type { RunningServer } from "./server.js";

/**
 * Direct access to the running app's SQLite file, for arranging states no HTTP call creates
 * (a notification from a feature not built yet, an account whose profile was never set up).
 */
function open(server: RunningServer) {
  const db = new Database(path.join(server.dataDir, "haulwise.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

export function userIdOf(server: RunningServer, email: string): string {
  const db = open(server);
  try {
    const row = db.prepare("select id from users where email = ?").get(email.toLowerCase()) as
      | { id: string }
      | undefined;
    if (!row) throw new Error(`No user ${email}`);
    return row.id;
  } finally {
    db.close();
  }
}

export function insertNotification(
  server: RunningServer,
  email: string,
  notification: { title: string; body?: string; link?: string; minutesAgo?: number },
) {
  const db = open(server);
  try {
    const createdAt = new Date(Date.now() - (notification.minutesAgo ?? 0) * 60_000);
    db.prepare(
      "insert into notifications (id, user_id, type, title, body, data, read_at, created_at) values (?, ?, ?, ?, ?, ?, null, ?)",
    ).run(
      randomUUID(),
      userIdOf(server, email),
      "test.event",
      notification.title,
      notification.body ?? null,
      notification.link ? JSON.stringify({ link: notification.link }) : null,
      createdAt.toISOString(),
    );
  } finally {
    db.close();
  }
}

/** Removes the profile row, leaving a signed-up account that still has to set its profile up. */
export function deleteProfile(server: RunningServer, email: string) {
  const db = open(server);
  try {
    db.prepare("delete from profiles where id = ?").run(userIdOf(server, email));
  } finally {
    db.close();
  }
}
