import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { type ActorResolver, createActorResolver } from "./auth/actor.js";
import { type DeferredAuth, deferAuth } from "./auth/deferred-auth.js";
import { authPlugin } from "./auth/plugin.js";
import { createReauthenticator } from "./auth/reauthenticate.js";
import { authRetentionWorker } from "./auth/retention.js";
import { createSignInThrottle } from "./auth/sign-in-throttle.js";
import { type Clock, createTimerScheduler, type Scheduler, systemClock } from "./clock.js";
import type { Config } from "./config.js";
import { type DatabaseHandle, openDatabase } from "./db/database.js";
import { createEventBus, type EventBus } from "./events/bus.js";
import { registerCompression } from "./http/compression.js";
import { registerDurableAnswers } from "./http/durable-answers.js";
import { registerErrorHandler } from "./http/error-handler.js";
import { createClientErrorHandler, createFrameworkErrorHandler } from "./http/framework-errors.js";
import { registerInputGuards } from "./http/input-guards.js";
import { registerRateLimits } from "./http/rate-limit.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import { httpServerOptions, registerRequestTimeout } from "./http/timeouts.js";
import { inlineScriptSources, registerWeb } from "./http/web.js";
import { capMailer } from "./mail/mail-caps.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { accountsRoutes } from "./modules/accounts/accounts.routes.js";
import { createAccountsService } from "./modules/accounts/accounts.service.js";
import { billingRoutes } from "./modules/billing/billing.routes.js";
import { type BillingService, createBillingService } from "./modules/billing/billing.service.js";
import { localRenewalWorker } from "./modules/billing/billing.workers.js";
import { stripeWebhookRoutes } from "./modules/billing/stripe-webhook.routes.js";
import { companiesRoutes } from "./modules/companies/companies.routes.js";
import { createCompaniesService } from "./modules/companies/companies.service.js";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.js";
import { createDashboardService } from "./modules/dashboard/dashboard.service.js";
import { documentsRoutes } from "./modules/documents/documents.routes.js";
import { createDocumentsService } from "./modules/documents/documents.service.js";
import { driversRoutes } from "./modules/drivers/drivers.routes.js";
import { createDriversService } from "./modules/drivers/drivers.service.js";
import { invitationsRoutes } from "./modules/invitations/invitations.routes.js";
import { createInvitationsService } from "./modules/invitations/invitations.service.js";
import { registerJobChannels } from "./modules/jobs/jobs.realtime.js";
import { jobsRoutes } from "./modules/jobs/jobs.routes.js";
import { createJobsService } from "./modules/jobs/jobs.service.js";
import { createLoadReportsService } from "./modules/loads/load-reports.service.js";
import { registerLoadChannels } from "./modules/loads/loads.realtime.js";
import { loadsRoutes } from "./modules/loads/loads.routes.js";
import { createLoadsService } from "./modules/loads/loads.service.js";
import { metricsRoutes } from "./modules/loads/metrics.routes.js";
import { createMetricsService } from "./modules/loads/metrics.service.js";
import { mapRoutes } from "./modules/map/map.routes.js";
import { createMapService } from "./modules/map/map.service.js";
import { listenForNotifications } from "./modules/notifications/notifications.listeners.js";
import { registerNotificationChannels } from "./modules/notifications/notifications.realtime.js";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.js";
import { createNotificationsService } from "./modules/notifications/notifications.service.js";
import { placesRoutes } from "./modules/places/places.routes.js";
import { createPlacesService } from "./modules/places/places.service.js";
import { profilesRoutes, sessionRoutes } from "./modules/profiles/profiles.routes.js";
import { createProfilesService } from "./modules/profiles/profiles.service.js";
import { searchRoutes } from "./modules/search/search.routes.js";
import { createSearchService } from "./modules/search/search.service.js";
import { createSitesModule } from "./modules/sites/sites.module.js";
import { systemRoutes } from "./modules/system/system.routes.js";
import { createPositionsService } from "./modules/tracking/positions.service.js";
import { createTrackingModule } from "./modules/tracking/tracking.module.js";
import { trucksRoutes } from "./modules/trucks/trucks.routes.js";
import { createTrucksService } from "./modules/trucks/trucks.service.js";
import { memoryBridge } from "./realtime/bridge.js";
import { createRealtimeHub, type RealtimeHub } from "./realtime/hub.js";
import { realtimeRoutes } from "./realtime/plugin.js";
import { postgresBridge } from "./realtime/postgres-bridge.js";
import { createLocalStorage } from "./storage/local-storage.js";
import type { Storage } from "./storage/storage.js";
import { createThrottleStore } from "./throttles/throttle-store.js";
import { createWorkerRunner, type WorkerRunner } from "./workers/runner.js";

export type AppDeps = {
  database?: DatabaseHandle;
  mailer?: Mailer;
  storage?: Storage;
  /** The one source of "now"; tests pass a clock they can move. */
  clock?: Clock;
  /** How often this instance tries to lead the workers (tests shorten it). */
  workerElectionIntervalMs?: number;
  /** How often every realtime socket's access is checked again (tests shorten it). */
  realtimeRecheckMs?: number;
  /** Runs delayed tasks; tests pass one that runs them when their clock says. */
  scheduler?: Scheduler;
};

/** The parts tests and the entry point reach into. */
export type AppParts = {
  database: DatabaseHandle;
  /** Better Auth, loaded by its first caller (see auth/deferred-auth.ts). */
  auth: DeferredAuth;
  /** Who a session is: what every API request gets as `request.actor`. */
  resolveActor: ActorResolver;
  clock: Clock;
  events: EventBus;
  workers: WorkerRunner;
  /** Every route as registered: the access-matrix test is generated from this list. */
  routes: RegisteredRoute[];
  realtime: RealtimeHub;
  /** Plans and their limits: what tracking reads through `entitlementsOf`. */
  billing: BillingService;
};

declare module "fastify" {
  interface FastifyInstance {
    haulwise: AppParts;
  }
}

export type App = FastifyInstance;

/** A route as the router has it; `multipart` when it takes an upload rather than JSON. */
export type RegisteredRoute = { method: string; url: string; multipart: boolean };

/** The tile server's origin, when maps draw its images: pages may load images from it. */
function tileOrigins(map: Config["map"]): string[] {
  const url = map.tiles?.url;
  return url?.startsWith("https://") ? [new URL(url.replace(/[{}]/g, "")).origin] : [];
}

/** A hop count becomes "trust the nearest n proxies"; a list names the proxies to trust. */
function trustProxyOption(value: Config["trustProxy"]) {
  if (typeof value === "number") return (_address: string, hop: number) => hop < value;
  return value;
}

/**
 * zod validates and serializes every route (see setValidatorCompiler below), so Fastify's own
 * JSON-schema compilers, ajv and fast-json-stringify (a hundred files), are never loaded. The
 * types name Fastify's ajv-shaped factories; what a factory returns is the compiler itself.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"];

/** JSON bodies above this are refused; uploads have their own, per-route limits. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The composition root: builds every part from the config and wires them together.
 * Tests call it directly with a fresh database; main.ts calls it after migrating.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const answerClientError = createClientErrorHandler(config.publicUrl);
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : { level: config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization"] },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    connectionTimeout: 0,
    // The server-wide ceiling is the upload allowance; other bodies are held to less below.
    requestTimeout: config.http.uploadTimeoutMs,
    http: httpServerOptions(config.http),
    genReqId: () => crypto.randomUUID(),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: createFrameworkErrorHandler(config.publicUrl),
    schemaController: { compilersFactory: zodCompilers },
    clientErrorHandler: answerClientError,
  });

  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    const multipart = consumes.includes("multipart/form-data");
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, multipart });
  });

  const ownsDatabase = !deps.database;
  const database =
    deps.database ?? openDatabase(config.database, { sqliteSynchronous: config.sqliteSynchronous });
  const clock = deps.clock ?? systemClock;
  const scheduler = deps.scheduler ?? createTimerScheduler(app.log);
  // Throttle counts live in the database, so every instance of a cluster sees the same ones.
  const throttles = createThrottleStore(database.db);
  const mailer = capMailer(
    deps.mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outboxDir: config.mail.outboxDir,
        logger: app.log,
        clock,
      }),
    { store: throttles, clock, logger: app.log },
  );
  const storage = deps.storage ?? createLocalStorage(config.storage.root);
  const events = createEventBus({ clock, logger: app.log });
  /** What every service may be given: the database, its dialect, the clock and the event bus. */
  const core = { db: database.db, dialect: database.dialect, clock, events };

  // Services in dependency order: each is handed the services it calls, nothing else.
  const companies = createCompaniesService({
    ...core,
    storage,
    storageQuotaBytes: config.storage.quotaBytes,
  });
  const profiles = createProfilesService({ ...core, storage, companies });
  const accounts = createAccountsService({ profiles });
  const notifications = createNotificationsService({ ...core, logger: app.log });
  const invitations = createInvitationsService({
    ...core,
    mailer,
    companies,
    profiles,
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  const positions = createPositionsService(core);
  const trucks = createTrucksService({ ...core, companies });
  const sites = createSitesModule(core);
  const jobs = createJobsService({ ...core, companies, profiles, sites: sites.sites });
  const loads = createLoadsService({ ...core, storage, jobs, companies, profiles });
  const loadReports = createLoadReportsService({ ...core, jobs, companies });
  const metrics = createMetricsService({ ...core, jobs, companies });
  const drivers = createDriversService({
    ...core,
    companies,
    profiles,
    jobs,
    trucks,
    metrics,
    positions,
  });
  const dashboard = createDashboardService({ ...core, companies, trucks, positions });
  const documents = createDocumentsService({ ...core, storage, jobs, companies, profiles });
  const search = createSearchService(core);
  const places = createPlacesService();
  const map = createMapService({ settings: config.map, logger: app.log });
  const billing = createBillingService({
    ...core,
    provider: config.billing.provider,
    stripe: config.billing.stripe,
    publicUrl: config.publicUrl,
    logger: app.log,
  });

  // Reactions to what the modules announce, once their changes have committed.
  listenForNotifications({ events, notifications, jobs, companies, profiles });

  const tracking = createTrackingModule({
    database,
    clock,
    events,
    config: config.tracking,
    notifications,
    scheduler,
    entitlementsOf: billing.entitlementsOf,
    requireContractorJob: jobs.requireContractorJob,
    memberRoleOf: (companyId, userId) => companies.memberRoleOf(database.db, companyId, userId),
  });
  const auth = deferAuth({
    config,
    database,
    mailer,
    onUserCreated: (user) => profiles.createForNewUser(user),
    logger: app.log,
    signInThrottle: createSignInThrottle({ store: throttles, clock }),
  });
  const resolveActor = createActorResolver(companies.actorFactsOf);
  const realtime = createRealtimeHub({
    clock,
    logger: app.log,
    bridge:
      config.realtime.bridge === "postgres" ? postgresBridge(database, app.log) : memoryBridge(),
    coalesceMs: config.realtime.coalesceMs,
    reauthenticate: createReauthenticator({ db: database.db, clock, resolveActor }),
    recheckMs: deps.realtimeRecheckMs,
  });
  tracking.registerChannels(realtime);
  registerJobChannels({ hub: realtime, events, db: database.db, jobs });
  registerLoadChannels({ hub: realtime, events, jobs });
  registerNotificationChannels({ hub: realtime, events, db: database.db });
  // Every periodic job of the cluster, run on the one instance that holds the lead.
  const workers = createWorkerRunner({
    workers: [
      authRetentionWorker(database.db, database.dialect),
      ...tracking.workers,
      ...(billing.provider === "local" ? [localRenewalWorker(billing)] : []),
    ],
    lock: database.advisoryLock("workers"),
    clock,
    logger: app.log,
    electionIntervalMs: deps.workerElectionIntervalMs,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Only JSON and multipart bodies: a text/plain "simple request" is how cross-site forms
  // slip past CORS preflight, so it is refused outright.
  app.removeContentTypeParser("text/plain");

  const webDistDir = config.web.serve ? config.web.distDir : null;
  registerSecurityHeaders(app, config.publicUrl, {
    inlineScripts: inlineScriptSources(webDistDir),
    imageOrigins: tileOrigins(config.map),
  });
  // After the security headers, so every refusal below carries them too.
  registerInputGuards(app);
  registerRequestTimeout(app, config.http, answerClientError);
  registerDurableAnswers(app, database);
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: "Haulwise API", version: "1.0.0" },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "haulwise.session_token" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await app.register(authPlugin, { auth, config, db: database.db, clock, resolveActor });
  // After the auth plugin: a signed-in request spends its account's allowance.
  await registerRateLimits(app, config.rateLimit);
  await app.register(systemRoutes, { db: database.db });
  await app.register(sessionRoutes, { profiles });
  await app.register(profilesRoutes, { profiles, companies });
  await app.register(accountsRoutes, { accounts, auth });
  await app.register(companiesRoutes, { companies });
  await app.register(invitationsRoutes, { invitations });
  await app.register(driversRoutes, { drivers });
  await app.register(trucksRoutes, { trucks });
  await app.register(dashboardRoutes, { dashboard });
  await app.register(jobsRoutes, { jobs });
  await app.register(sites.routes);
  await app.register(documentsRoutes, { documents });
  await app.register(searchRoutes, { search });
  await app.register(placesRoutes, { places });
  await app.register(mapRoutes, { map });
  await app.register(loadsRoutes, { loads, reports: loadReports });
  await app.register(metricsRoutes, { metrics });
  await app.register(notificationsRoutes, { notifications });
  await app.register(tracking.routes);
  await app.register(realtimeRoutes, { hub: realtime, trustedOrigins: config.trustedOrigins });
  await app.register(billingRoutes, { billing });
  if (billing.provider === "stripe") await app.register(stripeWebhookRoutes, { billing });
  await registerWeb(app, webDistDir, { whoIsAsking: (request) => app.readActor(request) });

  app.addHook("onReady", async () => realtime.start());
  if (config.workers.enabled) app.addHook("onReady", async () => workers.start());
  app.addHook("onClose", async () => {
    await workers.stop();
    scheduler.cancelAll();
    await realtime.close();
    // What was announced before closing is still delivered: the database is still open.
    await events.close();
    mailer.close();
    if (ownsDatabase) await database.close();
  });

  app.decorate("haulwise", {
    database,
    auth,
    resolveActor,
    clock,
    events,
    workers,
    routes,
    realtime,
    billing,
  } satisfies AppParts);
  return app;
}
