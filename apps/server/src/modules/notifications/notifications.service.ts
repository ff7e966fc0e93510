import { randomUUID } from "node:crypto";
import {
  type CreateNotificationInput,
  CreateNotificationInputSchema,
  isNotificationKind,
  isProductInstant,
  type ListNotificationsQuery,
  ListNotificationsQuerySchema,
  messages,
  type Notification,
  type NotificationPage,
  type NotificationWords,
  notificationEnglish,
} from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../events/bus.js";
import { badRequest, notFound } from "../../http/app-error.js";
import type { Translator, Wording } from "../../i18n/translator.js";
import type { Logger } from "../../logger.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import { notificationKeys } from "./notification-keys.js";
import * as repo from "./notifications.repo.js";

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** One person to tell, in the words of `notificationWords`; the type is given once per event. */
export type Recipient = { userId: string; words: NotificationWords; link?: string };

/**
 * The `data` column holds JSON: the link, and the notification's words (its kind and values),
 * so each reader reads it in their own language, the one they choose later included. The
 * `title` and `body` columns keep the English, for rows without words.
 */
type StoredData = { link?: string; words?: NotificationWords };

const m = messages.notifications;

/** Stored words this version can write; a kind from another version falls back to the English. */
function wordsIn(data: StoredData): NotificationWords | null {
  const words = data.words;
  return words && isNotificationKind(words.kind) && words.values && typeof words.values === "object"
    ? words
    : null;
}

function toNotification(row: repo.NotificationRow, wording: Wording): Notification {
  let data: StoredData = {};
  try {
    data = row.data ? (JSON.parse(row.data) as StoredData) : {};
  } catch {
    // A row written by hand or by an older version: show it without a link.
  }
  const words = wordsIn(data);
  return {
    id: row.id,
    type: row.type,
    title: words ? wording.t(notificationKeys[words.kind].title, words.values) : row.title,
    body: words ? wording.t(notificationKeys[words.kind].body, words.values) : row.body,
    // What a resolved notification pointed at was dealt with or is gone.
    link: !row.resolved_at && typeof data.link === "string" ? data.link : null,
    readAt: row.read_at,
    resolvedAt: row.resolved_at,
    createdAt: row.created_at,
  };
}

/** The cursor is opaque to clients: base64url of the last entry's time and id. */
function encodeCursor(row: repo.NotificationRow): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString("base64url");
}

function decodeCursor(cursor: string): repo.PagePosition {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    // A time of the product's years and an id as the server makes them: nothing else was ever
    // handed out, and a database cannot compare against a year 0 or a NUL.
    if (
      typeof createdAt === "string" &&
      typeof id === "string" &&
      isProductInstant(createdAt) &&
      /^[A-Za-z0-9_-]{1,64}$/.test(id)
    ) {
      return { createdAt: new Date(createdAt).toISOString(), id };
    }
  } catch {
    // Falls through to the same answer as any other malformed cursor.
  }
  throw badRequest(m.badCursor);
}

/** Each person's notification centre; other modules' events fill it (notifications.listeners.ts). */
export function createNotificationsService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  logger: Pick<Logger, "error">;
  translator: Pick<Translator, "wordingFor" | "languageOfRequest">;
  profiles: Pick<ProfilesService, "languageOf">;
}) {
  const { db, clock, events, logger, translator, profiles } = deps;

  /** The reader's chosen language, else the one their browser asks for (Accept-Language). */
  async function wordingOf(actor: Actor, acceptLanguage: string | undefined): Promise<Wording> {
    const chosen = await profiles.languageOf(actor.userId);
    return translator.wordingFor(chosen ?? translator.languageOfRequest(acceptLanguage));
  }

  /** Open bells hear that these people's notifications changed. */
  function told(userIds: string[]) {
    for (const userId of new Set(userIds)) events.emit("notification.changed", { userId });
  }

  /**
   * Tells one person something. `link` is a path inside the app, opened when the person
   * chooses the notification; `subject` names what it is about, so it can be resolved.
   */
  async function create(
    input: CreateNotificationInput,
    subject?: string,
    words?: NotificationWords,
  ): Promise<Notification> {
    const details = CreateNotificationInputSchema.parse(input);
    const data: StoredData = { link: details.link, words };
    const row: repo.NotificationRow = {
      id: randomUUID(),
      user_id: details.userId,
      type: details.type,
      title: details.title,
      body: details.body || null,
      data: details.link || words ? JSON.stringify(data) : null,
      read_at: null,
      created_at: clock.now().toISOString(),
      subject: subject ?? null,
      resolved_at: null,
    };
    await repo.insert(db, row);
    events.emit("notification.created", { userId: row.user_id, notificationId: row.id });
    return toNotification(row, translator.wordingFor(null));
  }

  return {
    create,

    /**
     * Tells people about a change another module has already committed. It never throws: the
     * change stands whether or not anyone hears of it, so a failure (finding the recipients or
     * storing one notification) is logged and the others are still sent.
     */
    async deliver(
      type: string,
      recipients: () => Promise<Recipient[]>,
      options: { subject?: string } = {},
    ): Promise<void> {
      let people: Recipient[];
      try {
        people = await recipients();
      } catch (error) {
        logger.error({ err: error, notificationType: type }, "finding whom to notify failed");
        return;
      }
      for (const { userId, words, link } of people) {
        try {
          await create(
            { userId, type, ...notificationEnglish(words), link },
            options.subject,
            words,
          );
        } catch (error) {
          logger.error(
            { err: error, notificationType: type, userId },
            "storing a notification failed",
          );
        }
      }
    },

    /** Marks resolved (and read) every notification about these subjects. */
    async resolve(subjects: string[]): Promise<void> {
      if (subjects.length === 0) return;
      told(await repo.resolveSubjects(db, subjects, clock.now().toISOString()));
    },

    /**
     * Takes back the notifications about subjects that are gone for good (a deleted
     * document): nothing is left to see, so nothing stays in the list.
     */
    async withdraw(subjects: string[]): Promise<void> {
      if (subjects.length === 0) return;
      told(await repo.deleteSubjects(db, subjects));
    },

    /**
     * One page of the person's own notifications, newest first, with their unread count, in
     * their language (`acceptLanguage` is their browser's, for one who chose none).
     */
    async list(
      actor: Actor,
      query: ListNotificationsQuery = {},
      acceptLanguage?: string,
    ): Promise<NotificationPage> {
      const { limit, cursor } = ListNotificationsQuerySchema.parse(query);
      const after = cursor ? decodeCursor(cursor) : undefined;
      // One extra row tells whether another page follows without a second count query.
      const rows = await repo.findPage(db, actor.userId, limit + 1, after);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const wording = await wordingOf(actor, acceptLanguage);
      return {
        notifications: page.map((row) => toNotification(row, wording)),
        unreadCount: await repo.countUnread(db, actor.userId),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      };
    },

    /** Marks one read; someone else's notification answers 404, exactly like a missing one. */
    async markRead(actor: Actor, id: string, acceptLanguage?: string): Promise<Notification> {
      await repo.markRead(db, actor.userId, id, clock.now().toISOString());
      const row = await repo.findOwn(db, actor.userId, id);
      if (!row) throw notFound(m.notFound);
      return toNotification(row, await wordingOf(actor, acceptLanguage));
    },

    /** Marks every one of the person's notifications read. */
    async markAllRead(actor: Actor): Promise<{ marked: number }> {
      return { marked: await repo.markAllRead(db, actor.userId, clock.now().toISOString()) };
    },
  };
}
