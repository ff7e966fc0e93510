import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { type ActorResolver, createActorResolver } from "./auth/actor.js";
import type { PasswordHashing } from "./auth/auth.js";
import { type DeferredAuth, deferAuth } from "./auth/deferred-auth.js";
import { authPlugin } from "./auth/plugin.js";
import { createReauthenticator } from "./auth/reauthenticate.js";
import { authRetentionWorker } from "./auth/retention.js";
import { createSignInThrottle } from "./auth/sign-in-throttle.js";
import { type Clock, createTimerScheduler, type Scheduler, systemClock } from "./clock.js";
import type { Config } from "./config.js";
import { type DatabaseHandle, openDatabase } from "./db/database.js";
import { demoSignInsFrom } from "./demo/state.js";
import { createEventBus, type EventBus } from "./events/bus.js";
import { registerCompression } from "./http/compression.js";
import { registerDurableAnswers } from "./http/durable-answers.js";
import { registerErrorHandler } from "./http/error-handler.js";
import { createClientErrorHandler, createFrameworkErrorHandler } from "./http/framework-errors.js";
import { registerInputGuards } from "./http/input-guards.js";
import { registerRateLimits } from "./http/rate-limit.js";
import { registerRequestIdHeader, requestIdGenerator } from "./http/request-id.js";
import { requestLogOptions } from "./http/request-log.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import {
  httpServerOptions,
  registerEarlyAnswerClose,
  registerRequestTimeout,
} from "./http/timeouts.js";
import { inlineScriptSources, registerWeb } from "./http/web.js";
import { createTranslator } from "./i18n/translator.js";
import { capMailer } from "./mail/mail-caps.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { observeMailer } from "./mail/observed-mailer.js";
import { registerMetrics } from "./metrics/plugin.js";
import { createPrometheus } from "./metrics/prometheus.js";
import type { ServerModule } from "./module.js";
import { createAccountingExportsModule } from "./modules/accounting-exports/accounting-exports.module.js";
import { createAccountsModule } from "./modules/accounts/accounts.module.js";
import { createBillingModule } from "./modules/billing/billing.module.js";
import type { BillingService } from "./modules/billing/billing.service.js";
import { createBillingDocumentsModule } from "./modules/billing-documents/billing-documents.module.js";
import { createCompaniesModule } from "./modules/companies/companies.module.js";
import { createCustomersModule } from "./modules/customers/customers.module.js";
import { createCyclesModule } from "./modules/cycles/cycles.module.js";
import { createDashboardModule } from "./modules/dashboard/dashboard.module.js";
import { createDocumentsModule } from "./modules/documents/documents.module.js";
import { createDriversModule } from "./modules/drivers/drivers.module.js";
import { createInstallModule } from "./modules/install/install.module.js";
import { createInvitationsModule } from "./modules/invitations/invitations.module.js";
import { createInvoicingModule } from "./modules/invoicing/invoicing.module.js";
import { createJobsModule } from "./modules/jobs/jobs.module.js";
import { createLoadsModule } from "./modules/loads/loads.module.js";
import { createMapModule } from "./modules/map/map.module.js";
import { createNotificationsModule } from "./modules/notifications/notifications.module.js";
import { createPayModule } from "./modules/pay/pay.module.js";
import { createPlacesModule } from "./modules/places/places.module.js";
import { createProfilesModule } from "./modules/profiles/profiles.module.js";
import { createRatesModule } from "./modules/rates/rates.module.js";
import { createSearchModule } from "./modules/search/search.module.js";
import { createSharingModule } from "./modules/sharing/sharing.module.js";
import { createShiftsModule } from "./modules/shifts/shifts.module.js";
import { createSitesModule } from "./modules/sites/sites.module.js";
import { createSystemModule } from "./modules/system/system.module.js";
import { createTrackingModule, lockDriverPositions } from "./modules/tracking/tracking.module.js";
import { createTrucksModule } from "./modules/trucks/trucks.module.js";
import { memoryBridge } from "./realtime/bridge.js";
import { createRealtimeHub, type RealtimeHub } from "./realtime/hub.js";
import { realtimeRoutes } from "./realtime/plugin.js";
import { postgresBridge } from "./realtime/postgres-bridge.js";
import { openStorage } from "./storage/open-storage.js";
import type { Storage } from "./storage/storage.js";
import { createInvitationAllowance } from "./throttles/invitation-allowance.js";
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
  /** Where the log goes instead of standard output (tests read what it says). */
  logStream?: NodeJS.WritableStream;
  /** How passwords are hashed; Better Auth's own when not given (tests pass a cheaper one). */
  passwordHashing?: PasswordHashing;
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
    logger: requestLogOptions(config.logLevel, deps.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    connectionTimeout: 0,
    // The server-wide ceiling is the upload allowance; other bodies are held to less below.
    requestTimeout: config.http.uploadTimeoutMs,
    http: httpServerOptions(config.http),
    genReqId: requestIdGenerator(config.trustProxy !== false),
    logController: new LogController({ requestIdLogLabel: "requestId" }),
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
  // What an operator's Prometheus reads; without METRICS_TOKEN nothing is counted at all.
  const prometheus = config.metrics.token
    ? await createPrometheus({
        database: database.kind,
        storage: config.storage.kind,
        realtimeBridge: config.realtime.bridge,
      })
    : null;
  const cappedMailer = capMailer(
    deps.mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outboxDir: config.mail.outboxDir,
        logger: app.log,
        clock,
        printLinks: config.env === "development",
      }),
    { store: throttles, clock, logger: app.log },
  );
  const observedMailer = prometheus ? observeMailer(cappedMailer, prometheus.metrics) : null;
  const mailer = observedMailer ?? cappedMailer;
  const opened = deps.storage ? null : await openStorage(config.storage, app.log);
  const storage = deps.storage ?? opened!.storage;
  const events = createEventBus({ clock, logger: app.log });
  const translator = createTranslator();
  /** What every module may be given: the database, its dialect, the clock and the event bus. */
  const core = { db: database.db, dialect: database.dialect, clock, events };

  // Modules in dependency order: each is handed the services it calls, nothing else.
  const companies = createCompaniesModule({
    ...core,
    storage,
    storageQuotaBytes: config.storage.quotaBytes,
  });
  const billing = createBillingModule({
    ...core,
    provider: config.billing.provider,
    stripe: config.billing.stripe,
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  // Driver invitations and view-access grants draw on one allowance per company, by its plan.
  const invitationAllowance = createInvitationAllowance({
    store: throttles,
    clock,
    capOf: async (companyId) => (await billing.billing.entitlementsOf(companyId)).invitations,
  });
  const profiles = createProfilesModule({
    ...core,
    storage,
    companies: companies.companies,
    translator,
  });
  const sites = createSitesModule(core);
  const customers = createCustomersModule(core);
  const jobs = createJobsModule({
    ...core,
    companies: companies.companies,
    profiles: profiles.profiles,
    sites: sites.sites,
    customers: customers.customers,
    mailer,
    translator,
    allowance: invitationAllowance,
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  const notifications = createNotificationsModule({
    ...core,
    logger: app.log,
    jobs: jobs.jobs,
    companies: companies.companies,
    profiles: profiles.profiles,
    translator,
  });
  const invitations = createInvitationsModule({
    ...core,
    mailer,
    translator,
    allowance: invitationAllowance,
    companies: companies.companies,
    profiles: profiles.profiles,
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  const trucks = createTrucksModule({ ...core, companies: companies.companies });
  const cycles = createCyclesModule({
    ...core,
    jobs: jobs.jobs,
    sites: sites.sites,
    companies: companies.companies,
    translator,
    profiles: profiles.profiles,
    lockDrivers: (trx, driverIds) => lockDriverPositions(trx, database.dialect, driverIds),
  });
  const tracking = createTrackingModule({
    ...core,
    config: config.tracking,
    notifications: notifications.notifications,
    scheduler,
    billing: billing.billing,
    jobs: jobs.jobs,
    companies: companies.companies,
    metrics: prometheus?.metrics,
    counting: cycles.counting,
    haulOf: {
      ofCompany: (companyId, driverIds) => cycles.cycles.phasesOf(companyId, driverIds),
      ofJob: (jobId, driverIds) => cycles.cycles.phasesOfJob(jobId, driverIds),
    },
    profiles: profiles.profiles,
  });
  const shifts = createShiftsModule(core);
  const loads = createLoadsModule({
    ...core,
    storage,
    jobs: jobs.jobs,
    companies: companies.companies,
    profiles: profiles.profiles,
    trucks: trucks.trucks,
    shifts: shifts.shifts,
    cycles: cycles.cycles,
    routeOf: tracking.live.routeOf,
    translator,
  });
  const sharing = createSharingModule({
    ...core,
    jobs: jobs.jobs,
    loads: loads.loads,
    trucks: trucks.trucks,
    live: tracking.live,
    companies: companies.companies,
    profiles: profiles.profiles,
    publicUrl: config.publicUrl,
  });
  const rates = createRatesModule({
    ...core,
    jobs: jobs.jobs,
    companies: companies.companies,
    profiles: profiles.profiles,
    trucks: trucks.trucks,
  });
  const billingDocuments = createBillingDocumentsModule(core);
  const invoicing = createInvoicingModule({
    ...core,
    billingDocuments: billingDocuments.billingDocuments,
    mailer,
    companies: companies.companies,
    customers: customers.customers,
    rates: rates.rates,
    trucks: trucks.trucks,
    holds: loads.holds,
    settlements: rates.settlements,
    translator,
    profiles: profiles.profiles,
  });
  const pay = createPayModule({
    ...core,
    translator,
    companies: companies.companies,
    profiles: profiles.profiles,
    trucks: trucks.trucks,
    rates: rates.rates,
    billingDocuments: billingDocuments.billingDocuments,
    holds: loads.holds,
    settlements: rates.settlements,
  });
  const documents = createDocumentsModule({
    ...core,
    storage,
    jobs: jobs.jobs,
    companies: companies.companies,
    profiles: profiles.profiles,
  });
  const drivers = createDriversModule({
    ...core,
    companies: companies.companies,
    profiles: profiles.profiles,
    jobs: jobs.jobs,
    trucks: trucks.trucks,
    metrics: loads.metrics,
    positions: tracking.positions,
    loads: loads.loads,
    documents: documents.documents,
  });
  const dashboard = createDashboardModule({
    ...core,
    companies: companies.companies,
    trucks: trucks.trucks,
    positions: tracking.positions,
  });

  const auth = deferAuth({
    config,
    database,
    mailer,
    translator,
    onUserCreated: (user) => profiles.profiles.createForNewUser(user),
    onEmailVerified: (user) => jobs.jobs.claimGrants(user.id, user.email),
    invitationProvesAddress: invitations.invitations.provesAddress,
    logger: app.log,
    signInThrottle: createSignInThrottle({ store: throttles, clock }),
    passwordHashing: deps.passwordHashing,
  });
  const resolveActor = createActorResolver(companies.companies.actorFactsOf);

  /** Every module, in the order its routes are registered. */
  const modules: ServerModule[] = [
    createSystemModule(core),
    createInstallModule({
      db: database.db,
      clock,
      demo: config.demo
        ? { speed: config.demo.speed, signIns: demoSignInsFrom(config.dataDir) }
        : null,
      mailToOutbox: config.mail.smtpUrl === null,
    }),
    profiles,
    createAccountsModule({ profiles: profiles.profiles, auth }),
    companies,
    invitations,
    drivers,
    trucks,
    dashboard,
    jobs,
    sites,
    documents,
    createSearchModule(core),
    createPlacesModule(),
    createMapModule({ settings: config.map, logger: app.log }),
    loads,
    sharing,
    customers,
    rates,
    billingDocuments,
    invoicing,
    pay,
    createAccountingExportsModule({ invoicing: invoicing.invoicing, pay: pay.pay }),
    shifts,
    notifications,
    tracking,
    cycles,
    billing,
  ];

  const realtime = createRealtimeHub({
    clock,
    logger: app.log,
    bridge:
      config.realtime.bridge === "postgres" ? postgresBridge(database, app.log) : memoryBridge(),
    coalesceMs: config.realtime.coalesceMs,
    reauthenticate: createReauthenticator({ db: database.db, clock, resolveActor }),
    recheckMs: deps.realtimeRecheckMs,
  });
  for (const module of modules) module.channels?.(realtime);
  // Every periodic job of the cluster, run on the one instance that holds the lead.
  const workers = createWorkerRunner({
    workers: [
      authRetentionWorker(database.db, database.dialect),
      ...modules.flatMap((module) => module.workers ?? []),
    ],
    lock: database.advisoryLock("workers"),
    clock,
    logger: app.log,
    electionIntervalMs: deps.workerElectionIntervalMs,
    observer: prometheus?.workerObserver,
  });
  prometheus?.watch({
    realtime: () => realtime.stats(),
    workers: () => ({ leader: workers.isLeader, workers: workers.status() }),
    pool: () => database.poolUse(),
    mailInFlight: () => observedMailer?.inFlight() ?? 0,
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
  registerRequestIdHeader(app);
  registerRequestTimeout(app, config.http, answerClientError);
  registerEarlyAnswerClose(app);
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
  if (prometheus && config.metrics.token) {
    await registerMetrics(app, { prometheus, token: config.metrics.token });
  }
  for (const module of modules) if (module.routes) await app.register(module.routes);
  await app.register(realtimeRoutes, { hub: realtime, trustedOrigins: config.trustedOrigins });
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
    opened?.close();
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
    billing: billing.billing,
  } satisfies AppParts);
  return app;
}
