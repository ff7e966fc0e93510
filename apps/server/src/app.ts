import fastifyHelmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { type Auth, createAuth } from "./auth/auth.js";
import { authPlugin } from "./auth/plugin.js";
import { createSignInThrottle } from "./auth/sign-in-throttle.js";
import type { Config } from "./config.js";
import { type DatabaseHandle, openDatabase } from "./db/database.js";
import { createThrottleStore } from "./db/throttle-store.js";
import { registerErrorHandler } from "./http/error-handler.js";
import { createClientErrorHandler, createFrameworkErrorHandler } from "./http/framework-errors.js";
import { registerInputGuards } from "./http/input-guards.js";
import { helmetOptions } from "./http/security-headers.js";
import { httpServerOptions, registerRequestTimeout } from "./http/timeouts.js";
import { registerWeb } from "./http/web.js";
import { capMailer } from "./mail/mail-caps.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { accountsRoutes } from "./modules/accounts/accounts.routes.js";
import { createAccountsService } from "./modules/accounts/accounts.service.js";
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
import { jobsRoutes } from "./modules/jobs/jobs.routes.js";
import { createJobsService } from "./modules/jobs/jobs.service.js";
import { loadsRoutes } from "./modules/loads/loads.routes.js";
import { createLoadsService } from "./modules/loads/loads.service.js";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.js";
import { createNotificationsService } from "./modules/notifications/notifications.service.js";
import { createPositionsService } from "./modules/positions/positions.service.js";
import { profilesRoutes } from "./modules/profiles/profiles.routes.js";
import { createProfilesService } from "./modules/profiles/profiles.service.js";
import { searchRoutes } from "./modules/search/search.routes.js";
import { createSearchService } from "./modules/search/search.service.js";
import { systemRoutes } from "./modules/system/system.routes.js";
import { trucksRoutes } from "./modules/trucks/trucks.routes.js";
import { createTrucksService } from "./modules/trucks/trucks.service.js";
import { createLocalStorage } from "./storage/local-storage.js";
import type { Storage } from "./storage/storage.js";

export type AppDeps = {
  /** Milliseconds since the epoch, for the throttles; tests pass their own clock. */
  now?: () => number;
  database?: DatabaseHandle;
  mailer?: Mailer;
  storage?: Storage;
};

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The parts tests and the entry point reach into: the database, the auth instance, and
     * every route as registered (the access-matrix test is generated from this list).
     */
    haulwise: { database: DatabaseHandle; auth: Auth; routes: RegisteredRoute[] };
  }
}

export type App = FastifyInstance;

/** A route as the router has it; `multipart` when it takes an upload rather than JSON. */
export type RegisteredRoute = { method: string; url: string; multipart: boolean };

/** A hop count becomes "trust the nearest n proxies"; a list names the proxies to trust. */
function trustProxyOption(value: Config["trustProxy"]) {
  if (typeof value === "number") return (_address: string, hop: number) => hop < value;
  return value;
}

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
  const now = deps.now ?? Date.now;
  const throttles = createThrottleStore(database.db);
  const mailer = capMailer(
    deps.mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outboxDir: config.mail.outboxDir,
        logger: app.log,
      }),
    { store: throttles, now, logger: app.log },
  );
  const storage = deps.storage ?? createLocalStorage(config.storage.root);

  const companies = createCompaniesService({
    db: database.db,
    storage,
    storageQuotaBytes: config.storage.quotaBytes,
  });
  const profiles = createProfilesService({ db: database.db, storage, companies });
  const accounts = createAccountsService({ db: database.db, storage });
  // Created before the modules that report to it: they tell people once their change commits.
  const notifications = createNotificationsService({ db: database.db, logger: app.log });
  const invitations = createInvitationsService({
    db: database.db,
    mailer,
    companies,
    notifications,
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  const positions = createPositionsService({ db: database.db });
  const drivers = createDriversService({ db: database.db, companies, positions, notifications });
  const trucks = createTrucksService({ db: database.db, companies });
  const dashboard = createDashboardService({ db: database.db, companies, positions });
  const jobs = createJobsService({ db: database.db, companies, notifications });
  const documents = createDocumentsService({
    db: database.db,
    storage,
    jobs,
    companies,
    notifications,
  });
  const search = createSearchService({ db: database.db });
  const loads = createLoadsService({ db: database.db, jobs });
  const auth = createAuth({
    config,
    database,
    mailer,
    onUserCreated: (user) => profiles.createForNewUser(user),
    logger: app.log,
    signInThrottle: createSignInThrottle({ store: throttles, now }),
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Only JSON and multipart bodies: a text/plain "simple request" is how cross-site forms
  // slip past CORS preflight, so it is refused outright.
  app.removeContentTypeParser("text/plain");

  await app.register(fastifyHelmet, helmetOptions(config.publicUrl));
  // After the security headers, so every refusal below carries them too.
  registerInputGuards(app);
  registerRequestTimeout(app, config.http, answerClientError);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
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

  await app.register(authPlugin, { auth, config });
  await app.register(systemRoutes, { db: database.db });
  await app.register(profilesRoutes, { profiles, companies });
  await app.register(accountsRoutes, { accounts, auth });
  await app.register(companiesRoutes, { companies });
  await app.register(invitationsRoutes, { invitations });
  await app.register(driversRoutes, { drivers });
  await app.register(trucksRoutes, { trucks });
  await app.register(dashboardRoutes, { dashboard });
  await app.register(jobsRoutes, { jobs });
  await app.register(documentsRoutes, { documents });
  await app.register(searchRoutes, { search });
  await app.register(loadsRoutes, { loads });
  await app.register(notificationsRoutes, { notifications });
  await registerWeb(app, config.web.serve ? config.web.distDir : null);

  app.addHook("onClose", async () => {
    mailer.close();
    if (ownsDatabase) await database.close();
  });

  app.decorate("haulwise", { database, auth, routes });
  return app;
}
