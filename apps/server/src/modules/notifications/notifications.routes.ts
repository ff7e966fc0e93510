import {
  ErrorBodySchema,
  ListNotificationsQuerySchema,
  MarkAllReadResultSchema,
  NotificationPageSchema,
  NotificationSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { NotificationsService } from "./notifications.service.js";

const tags = ["notifications"];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const IdParams = idParams("id");

/** The signed-in person's notification centre: only ever their own notifications. */
export async function notificationsRoutes(
  fastify: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/notifications", {
    schema: {
      tags,
      summary: "My notifications, newest first, with the unread count",
      querystring: ListNotificationsQuerySchema,
      response: { 200: NotificationPageSchema, ...errors },
    },
    handler: (request) =>
      notifications.list(actorOf(request), request.query, request.headers["accept-language"]),
  });

  app.post("/api/notifications/:id/read", {
    schema: {
      tags,
      summary: "Mark one of my notifications read",
      params: IdParams,
      response: { 200: NotificationSchema, ...errors },
    },
    handler: (request) =>
      notifications.markRead(
        actorOf(request),
        request.params.id,
        request.headers["accept-language"],
      ),
  });

  app.post("/api/notifications/read-all", {
    schema: {
      tags,
      summary: "Mark all my notifications read",
      response: { 200: MarkAllReadResultSchema, ...errors },
    },
    handler: (request) => notifications.markAllRead(actorOf(request)),
  });
}
