import { type NotificationsChanged, topics } from "@haulwise/domain";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../events/bus.js";
import { lastWins } from "../../realtime/channel.js";
import type { RealtimeHub } from "../../realtime/hub.js";
import * as repo from "./notifications.repo.js";

/** `user:{id}:notifications`: the person's unread count, for that person only. */
export function registerNotificationChannels(deps: { hub: RealtimeHub; events: EventBus; db: Db }) {
  const { hub, events, db } = deps;
  const unreadOf = async (userId: string): Promise<NotificationsChanged> => ({
    unreadCount: await repo.countUnread(db, userId),
  });

  hub.register<NotificationsChanged>({
    scope: "user",
    channel: "notifications",
    authorise: async (actor, userId) => actor.userId === userId,
    snapshot: unreadOf,
    ...lastWins<NotificationsChanged>(),
  });

  const publish = async ({ userId }: { userId: string }) => {
    const topic = topics.userNotifications(userId);
    if (hub.wanted(topic)) hub.publish(topic, await unreadOf(userId));
  };
  events.on("notification.created", publish);
  events.on("notification.changed", publish);
}
