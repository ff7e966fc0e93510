import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { TRACKING } from "@haulwise/domain";
import { z } from "zod";

/**
 * How SQLite makes commits durable. OFF_THREAD (the default): commits return at once
 * (synchronous=NORMAL) and a write is answered once `flushed()` has waited for the disk from
 * Node's thread pool. FULL: each commit waits for the disk, holding the server's one thread
 * meanwhile; as durable, slower under load. NORMAL: nothing waits; a power loss may take the
 * last commits.
 */
const SQLITE_SYNCHRONOUS = ["FULL", "OFF_THREAD", "NORMAL"] as const;
export type SqliteSynchronous = (typeof SQLITE_SYNCHRONOUS)[number];

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * `TRUST_PROXY`: unset or "false" trusts nobody (the socket address is the client);
 * a number trusts that many hops; otherwise a comma-separated list of proxy addresses/CIDRs.
 */
const trustProxyFromEnv = z
  .string()
  .optional()
  .transform((value): false | number | string[] => {
    if (!value || value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Set but empty counts as unset, as shells and compose files often leave it.
  PUBLIC_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^postgres(ql)?:\/\//.test(value) || value.startsWith("file:"), {
      message: "must be a postgres:// URL or a file: path to a SQLite database",
    }),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Haulwise <no-reply@haulwise.local>"),
  TRUST_PROXY: trustProxyFromEnv,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SERVE_WEB: booleanFromEnv.optional(),
  WEB_DIST_DIR: z.string().optional(),
  DB_SYNCHRONOUS: z.enum(SQLITE_SYNCHRONOUS).default("OFF_THREAD"),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RATE_LIMIT_INGEST_MAX: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_SIGN_IN_MAX: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(10),
  RUN_WORKERS: booleanFromEnv.default(true),
  DEMO: booleanFromEnv.default(false),
  DEMO_SPEED: z.coerce.number().min(1).max(1000).default(1),
  BILLING: z.enum(["local", "stripe", "off"]).default("local"),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(100).default(600_000),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name (3 to 63 of a-z, 0-9, . and -)",
    )
    .optional(),
  S3_ENDPOINT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(2 * 1024 ** 3),
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(180),
  TRACKING_DAILY_FIX_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000_000)
    .default(TRACKING.maxFixesPerDay),
  REALTIME_COALESCE_MS: z.coerce.number().int().min(0).max(1000).default(50),
  REALTIME_BRIDGE: z.enum(["memory", "postgres"]).optional(),
  METRICS_TOKEN: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .min(16, "must be at least 16 characters")
      .regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces")
      .optional(),
  ),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_PRO_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_PRO_YEARLY: z.string().min(1).optional(),
  STRIPE_PRICE_BUSINESS_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_BUSINESS_YEARLY: z.string().min(1).optional(),
  STRIPE_PORTAL_CONFIGURATION: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().optional(),
  MAP_TILE_URL: z
    .string()
    .regex(/^(https:\/\/[^/\s]+\/|\/)\S*$/, {
      message: "must be an https:// address or a path on this server",
    })
    .refine((url) => ["{z}", "{x}", "{y}"].every((slot) => url.includes(slot)), {
      message: "must contain {z}, {x} and {y}",
    })
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).optional(),
  MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  MAP_PMTILES_FILE: z.string().min(1).optional(),
  MAP_PMTILES_ATTRIBUTION: z.string().trim().min(1).optional(),
});

/** What BILLING=stripe cannot start without. */
const STRIPE_REQUIRED = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_PRO_MONTHLY",
  "STRIPE_PRICE_PRO_YEARLY",
  "STRIPE_PRICE_BUSINESS_MONTHLY",
  "STRIPE_PRICE_BUSINESS_YEARLY",
] as const;

const EnvWithBillingSchema = EnvSchema.superRefine((env, context) => {
  if (env.MAP_TILE_URL && !env.MAP_TILE_ATTRIBUTION) {
    context.addIssue({
      code: "custom",
      path: ["MAP_TILE_ATTRIBUTION"],
      message: "is required with MAP_TILE_URL: the credit the tile provider asks for",
    });
  }
  if (env.MAP_TILE_URL && env.MAP_PMTILES_FILE) {
    context.addIssue({
      code: "custom",
      path: ["MAP_PMTILES_FILE"],
      message: "set MAP_TILE_URL or MAP_PMTILES_FILE, not both",
    });
  }
  const require = (name: keyof typeof env, because: string) => {
    if (!env[name])
      context.addIssue({ code: "custom", path: [name], message: `is required ${because}` });
  };
  if (env.BILLING === "stripe") {
    for (const name of STRIPE_REQUIRED) require(name, "with BILLING=stripe");
  }
  if (env.STORAGE === "s3") {
    require("S3_BUCKET", "with STORAGE=s3");
    // Both keys or neither (then the SDK's own chain: AWS_* variables, an instance role…).
    if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
      require("S3_SECRET_ACCESS_KEY", "with S3_ACCESS_KEY_ID");
    }
    if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) {
      require("S3_ACCESS_KEY_ID", "with S3_SECRET_ACCESS_KEY");
    }
  }
});

export type DatabaseConfig =
  | { kind: "sqlite"; filename: string }
  | { kind: "postgres"; connectionString: string };

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  /** The address in mail links. */
  publicUrl: string;
  /**
   * Origins whose browser requests are trusted. A configured PUBLIC_URL is the only one; the
   * default also accepts the loopback aliases of the same port (localhost, 127.0.0.1, [::1]),
   * since a newcomer may type any of them.
   */
  trustedOrigins: string[];
  dataDir: string;
  database: DatabaseConfig;
  sqliteSynchronous: SqliteSynchronous;
  authSecret: string;
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  /**
   * Where uploaded files live: `root` on the local disk, or the bucket `s3` names.
   * `quotaBytes`: what one company's uploaded files may add up to.
   */
  storage: { kind: "local" | "s3"; root: string; s3: S3Config | null; quotaBytes: number };
  /**
   * Slow clients are cut off: headers must arrive within `headersTimeoutMs` and a whole request
   * within `requestTimeoutMs`, except uploads, which get `uploadTimeoutMs`.
   */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; uploadTimeoutMs: number };
  trustProxy: false | number | string[];
  logLevel: string;
  web: { serve: boolean; distDir: string };
  /**
   * The API's request allowances (see http/rate-limit.ts). On in every environment; tests
   * lower nothing, they use distinct client addresses.
   */
  rateLimit: RateLimits;
  /** Whether this instance takes part in electing who runs the periodic workers. */
  workers: { enabled: boolean };
  /**
   * Demo mode (`npm run demo`): a demo company with simulated drivers in its own data folder,
   * its clock running `speed` times faster than the wall clock; null for a real install.
   */
  demo: { speed: number } | null;
  tracking: {
    /** Days of position history kept before the retention worker deletes it. */
    retentionDays: number;
    /** Fixes one driver's devices may store in one UTC day. */
    dailyFixLimit: number;
  };
  realtime: {
    /** Updates to one topic within this many milliseconds travel as one frame. */
    coalesceMs: number;
    /** How frames reach sockets held by other instances: none (one instance) or PostgreSQL NOTIFY. */
    bridge: "memory" | "postgres";
  };
  /** `/metrics` for Prometheus, behind this bearer token; null: no endpoint, nothing counted. */
  metrics: { token: string | null };
  /** Who sells plans: the built-in checkout, Stripe, or nobody (every company unlimited). */
  billing: { provider: "local" | "stripe" | "off"; stripe: StripeConfig | null };
  map: MapSettings;
};

/**
 * What live maps draw under the trucks. A tile server, when one is named; otherwise the PMTiles
 * file at `pmtiles.file` whenever it exists (looked for as maps open, so one dropped beside the
 * data needs no restart); otherwise the outlines shipped with the app.
 */
export type MapSettings = {
  tiles: { url: string; attribution: string; maxZoom: number } | null;
  /** `attribution` overrides the credit written in the file; null uses the file's own. */
  pmtiles: { file: string; attribution: string | null } | null;
};

/** An S3-compatible bucket; null keys mean the SDK's own credential chain. */
export type S3Config = {
  bucket: string;
  /** Another service than AWS S3 (MinIO, Ceph, R2…); AWS's own for the region when null. */
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Buckets addressed as `endpoint/bucket` rather than `bucket.endpoint` (most self-hosted stores). */
  forcePathStyle: boolean;
};

/** So many requests per window, per account when signed in and per client address otherwise. */
export type Allowance = { max: number; windowMs: number };

export type RateLimits = {
  /** Every API request that spends no allowance of its own. */
  api: Allowance;
  /** Position uploads and tracking beacons, instead of the API allowance: a queue drains in bursts. */
  ingest: Allowance;
  /** Sign-in, sign-up and the password and mail-link requests, on top of the API allowance. */
  signIn: Allowance;
};

/** Stripe's keys, and the price (a `price_…` id or a lookup key) of each paid plan and cycle. */
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  prices: {
    pro: { monthly: string; yearly: string };
    business: { monthly: string; yearly: string };
  };
  /** A Customer Portal configuration (`bpc_…`); Stripe's default one when null. */
  portalConfiguration: string | null;
  /** Another address for Stripe's API (a local stand-in); Stripe's own when null. */
  apiUrl: string | null;
};

/** The names this machine answers to when nobody configured a public address. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

export class ConfigError extends Error {}

/** Reads the environment once, with the embedded defaults, and fails listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvWithBillingSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const database: DatabaseConfig = e.DATABASE_URL?.startsWith("postgres")
    ? { kind: "postgres", connectionString: e.DATABASE_URL }
    : {
        kind: "sqlite",
        filename: e.DATABASE_URL
          ? path.resolve(e.DATABASE_URL.slice("file:".length))
          : path.join(dataDir, "haulwise.db"),
      };
  if (e.REALTIME_BRIDGE === "postgres" && database.kind !== "postgres") {
    throw new ConfigError(
      "Invalid configuration:\n  REALTIME_BRIDGE: postgres needs a PostgreSQL DATABASE_URL",
    );
  }
  const pmtilesFile = e.MAP_PMTILES_FILE
    ? path.resolve(e.MAP_PMTILES_FILE)
    : path.join(dataDir, "basemap.pmtiles");
  if (e.MAP_PMTILES_FILE && !existsSync(pmtilesFile)) {
    throw new ConfigError(`Invalid configuration:\n  MAP_PMTILES_FILE: no file at ${pmtilesFile}`);
  }
  const webDistDir = path.resolve(
    e.WEB_DIST_DIR ?? path.join(import.meta.dirname, "..", "..", "web", "dist"),
  );
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    trustedOrigins: e.PUBLIC_URL
      ? [new URL(e.PUBLIC_URL).origin]
      : LOOPBACK_HOSTS.map((host) => `http://${host}:${e.PORT}`),
    dataDir,
    database,
    sqliteSynchronous: e.DB_SYNCHRONOUS,
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, "outbox"),
    },
    storage: {
      kind: e.STORAGE,
      root: path.join(dataDir, "uploads"),
      s3:
        e.STORAGE === "s3"
          ? {
              bucket: e.S3_BUCKET ?? "",
              endpoint: e.S3_ENDPOINT ?? null,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            }
          : null,
      quotaBytes: e.STORAGE_QUOTA_BYTES,
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      uploadTimeoutMs: Math.max(e.UPLOAD_TIMEOUT_MS, e.HTTP_HEADERS_TIMEOUT_MS),
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    web: { serve: e.SERVE_WEB ?? true, distDir: webDistDir },
    rateLimit: {
      api: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000 },
      ingest: { max: e.RATE_LIMIT_INGEST_MAX, windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000 },
      signIn: {
        max: e.RATE_LIMIT_SIGN_IN_MAX,
        windowMs: e.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS * 1000,
      },
    },
    workers: { enabled: e.RUN_WORKERS },
    demo: e.DEMO ? { speed: e.DEMO_SPEED } : null,
    tracking: {
      retentionDays: e.TRACKING_RETENTION_DAYS,
      dailyFixLimit: e.TRACKING_DAILY_FIX_LIMIT,
    },
    realtime: {
      coalesceMs: e.REALTIME_COALESCE_MS,
      bridge: e.REALTIME_BRIDGE ?? (database.kind === "postgres" ? "postgres" : "memory"),
    },
    metrics: { token: e.METRICS_TOKEN ?? null },
    billing: {
      provider: e.BILLING,
      stripe:
        e.BILLING === "stripe"
          ? {
              secretKey: e.STRIPE_SECRET_KEY ?? "",
              webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? "",
              prices: {
                pro: {
                  monthly: e.STRIPE_PRICE_PRO_MONTHLY ?? "",
                  yearly: e.STRIPE_PRICE_PRO_YEARLY ?? "",
                },
                business: {
                  monthly: e.STRIPE_PRICE_BUSINESS_MONTHLY ?? "",
                  yearly: e.STRIPE_PRICE_BUSINESS_YEARLY ?? "",
                },
              },
              portalConfiguration: e.STRIPE_PORTAL_CONFIGURATION ?? null,
              apiUrl: e.STRIPE_API_URL ?? null,
            }
          : null,
    },
    map: {
      tiles: e.MAP_TILE_URL
        ? {
            url: e.MAP_TILE_URL,
            attribution: e.MAP_TILE_ATTRIBUTION ?? "",
            maxZoom: e.MAP_TILE_MAX_ZOOM,
          }
        : null,
      pmtiles: e.MAP_TILE_URL
        ? null
        : { file: pmtilesFile, attribution: e.MAP_PMTILES_ATTRIBUTION ?? null },
    },
  };
}

/**
 * With no AUTH_SECRET the embedded default keeps a random one under the data folder, so a
 * fresh clone runs with nothing to configure and sessions survive restarts. A cluster must
 * set AUTH_SECRET so every instance signs with the same key.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process wrote it first; theirs wins.
      return readFileSync(file, "utf8").trim();
    }
  }
}
