import type { Translator } from "../../i18n/translator.js";
import type { Logger } from "../../logger.js";
import type { ModuleCore, ServerModule } from "../../module.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import { listenForNotifications } from "./notifications.listeners.js";
import { registerNotificationChannels } from "./notifications.realtime.js";
import { notificationsRoutes } from "./notifications.routes.js";
import { createNotificationsService } from "./notifications.service.js";

/**
 * Each person's notification centre, filled from what other modules announce once their
 * changes commit, and their unread count on `user:{id}:notifications`.
 */
export function createNotificationsModule(
  deps: ModuleCore & {
    logger: Pick<Logger, "error">;
    jobs: JobsService;
    companies: CompaniesService;
    profiles: ProfilesService;
    translator: Translator;
  },
) {
  const notifications = createNotificationsService(deps);
  listenForNotifications({ ...deps, notifications });
  return {
    notifications,
    async routes(app) {
      await app.register(notificationsRoutes, { notifications });
    },
    channels(hub) {
      registerNotificationChannels({ hub, events: deps.events, db: deps.db });
    },
  } satisfies ServerModule;
}
