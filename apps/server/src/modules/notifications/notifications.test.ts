import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../i18n/translator.js";
import { createVerifiedUser, TestClient } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { createNotificationsService } from "./notifications.service.js";

type Listed = { id: string; title: string; readAt: string | null; link: string | null };

describe("notifications", () => {
  const ctx = useTestApp();
  const service = () =>
    createNotificationsService({
      db: ctx.database.db,
      clock: ctx.clock,
      events: ctx.events,
      logger: ctx.app.log,
      translator: createTranslator(),
      // This instance only stores; people read their lists through the app's own service.
      profiles: { languageOf: async () => null },
    });

  async function notify(userId: string, title: string, link?: string) {
    return service().create({ userId, type: "test.event", title, body: `${title} body`, link });
  }

  it("lists my notifications newest first with the unread count", async () => {
    const person = await createVerifiedUser(ctx);
    const empty = await person.client.get("/api/notifications");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });

    await notify(person.userId, "First");
    ctx.clock.advance(1);
    await notify(person.userId, "Second", "/jobs");

    const list = (await person.client.get("/api/notifications")).json();
    expect(list.unreadCount).toBe(2);
    expect(list.nextCursor).toBeNull();
    expect(list.notifications).toMatchObject([
      { title: "Second", body: "Second body", link: "/jobs", readAt: null, type: "test.event" },
      { title: "First", link: null, readAt: null },
    ]);
  });

  it("pages through the list without skipping or repeating, even with equal times", async () => {
    const person = await createVerifiedUser(ctx);
    const created: string[] = [];
    for (let index = 0; index < 7; index++) {
      created.push((await notify(person.userId, `Note ${index}`)).id);
    }
    // Same creation time for several rows: the id breaks the tie.
    const sameTime = new Date().toISOString();
    await ctx.database.db
      .updateTable("notifications")
      .set({ created_at: sameTime })
      .where("id", "in", created.slice(2, 6))
      .execute();

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : "?limit=3";
      const page = (await person.client.get(`/api/notifications${query}`)).json();
      expect(page.unreadCount).toBe(7);
      seen.push(...page.notifications.map((n: Listed) => n.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(created));
  });

  it("marks one read, then all read, and the unread count follows", async () => {
    const person = await createVerifiedUser(ctx);
    const first = await notify(person.userId, "One");
    await notify(person.userId, "Two");
    await notify(person.userId, "Three");

    const read = await person.client.post(`/api/notifications/${first.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first.id, title: "One" });
    const readAt = read.json().readAt;
    expect(readAt).toEqual(expect.any(String));
    expect((await person.client.get("/api/notifications")).json().unreadCount).toBe(2);

    // Reading it again keeps the first time it was read.
    const again = await person.client.post(`/api/notifications/${first.id}/read`);
    expect(again.json().readAt).toBe(readAt);

    const all = await person.client.post("/api/notifications/read-all");
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ marked: 2 });
    const after = (await person.client.get("/api/notifications")).json();
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n: Listed) => n.readAt !== null)).toBe(true);
  });

  it("never shows or changes another person's notifications", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const other = await createVerifiedUser(ctx, { role: "driver" });
    const theirs = await notify(owner.userId, "Private");

    expect((await other.client.get("/api/notifications")).json().notifications).toEqual([]);

    const read = await other.client.post(`/api/notifications/${theirs.id}/read`);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe(messages.notifications.notFound);
    const missing = await other.client.post("/api/notifications/no-such-id/read");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(read.json());

    expect((await other.client.post("/api/notifications/read-all")).json()).toEqual({ marked: 0 });
    const ownerView = (await owner.client.get("/api/notifications")).json();
    expect(ownerView.unreadCount).toBe(1);
    expect(ownerView.notifications[0].readAt).toBeNull();
  });

  it("asks for a session", async () => {
    const stranger = new TestClient(ctx.app);
    expect((await stranger.get("/api/notifications")).statusCode).toBe(401);
    expect((await stranger.post("/api/notifications/read-all")).statusCode).toBe(401);
    expect((await stranger.post("/api/notifications/x/read")).statusCode).toBe(401);
  });

  it.each([
    ["?limit=0", "limit must be at least 1"],
    ["?limit=500", "limit can be at most 50"],
    ["?limit=abc", "limit must be a number"],
    ["?cursor=not-a-cursor", messages.notifications.badCursor],
    [
      `?cursor=${Buffer.from('["yesterday","x"]').toString("base64url")}`,
      messages.notifications.badCursor,
    ],
  ])("refuses %s with a readable message", async (query, message) => {
    const person = await createVerifiedUser(ctx);
    const response = await person.client.get(`/api/notifications${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it("only accepts links inside the app when another module creates a notification", async () => {
    const person = await createVerifiedUser(ctx);
    for (const link of ["https://evil.example", "//evil.example", "/\\evil.example", "jobs"]) {
      await expect(notify(person.userId, "Bad link", link)).rejects.toThrow(
        "A link must be a path inside Haulwise",
      );
    }
    await expect(
      service().create({ userId: person.userId, type: "Bad Type", title: "x" }),
    ).rejects.toThrow();
    expect((await person.client.get("/api/notifications")).json().notifications).toEqual([]);
  });

  it("goes with the account when the person deletes it", async () => {
    const person = await createVerifiedUser(ctx);
    await notify(person.userId, "Soon gone");
    const deleted = await person.client.delete("/api/me", { confirmEmail: person.email });
    expect(deleted.statusCode).toBeLessThan(300);
    const left = await ctx.database.db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", person.userId)
      .execute();
    expect(left).toEqual([]);
  });
});
