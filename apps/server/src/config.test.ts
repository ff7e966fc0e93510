import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";
import { makeTempDir } from "./test/database.js";

describe("configuration", () => {
  it("runs on the embedded defaults with nothing set", () => {
    const temp = makeTempDir("haulwise-config-");
    try {
      const config = loadConfig({ DATA_DIR: temp.dir });
      expect(config).toMatchObject({
        env: "production",
        port: 3000,
        publicUrl: "http://localhost:3000",
        database: { kind: "sqlite", filename: path.join(temp.dir, "haulwise.db") },
        mail: { smtpUrl: null, outboxDir: path.join(temp.dir, "outbox") },
        storage: { kind: "local", root: path.join(temp.dir, "uploads") },
        trustProxy: false,
      });
      // The generated secret is kept, so sessions survive a restart.
      expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ DATA_DIR: temp.dir }).authSecret).toBe(config.authSecret);
    } finally {
      temp.remove();
    }
  });

  it("trusts the loopback aliases by default and only the configured public address otherwise", () => {
    const base = { AUTH_SECRET: "x".repeat(32), PORT: "4000" };
    expect(loadConfig(base).trustedOrigins).toEqual([
      "http://localhost:4000",
      "http://127.0.0.1:4000",
      "http://[::1]:4000",
    ]);
    expect(loadConfig({ ...base, PUBLIC_URL: "" }).publicUrl).toBe("http://localhost:4000");
    const configured = loadConfig({ ...base, PUBLIC_URL: "https://haul.example.com/" });
    expect(configured.publicUrl).toBe("https://haul.example.com");
    expect(configured.trustedOrigins).toEqual(["https://haul.example.com"]);
  });

  it("reads the rate limits: 300 API requests, 1,200 positions a minute, 3 sign-ins in 10 s", () => {
    const base = { AUTH_SECRET: "x".repeat(32) };
    expect(loadConfig(base).rateLimit).toEqual({
      api: { max: 300, windowMs: 60_000 },
      ingest: { max: 1200, windowMs: 60_000 },
      signIn: { max: 3, windowMs: 10_000 },
    });
    expect(
      loadConfig({
        ...base,
        RATE_LIMIT_MAX: "1000",
        RATE_LIMIT_WINDOW_SECONDS: "10",
        RATE_LIMIT_INGEST_MAX: "50",
        RATE_LIMIT_SIGN_IN_MAX: "5",
        RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: "60",
      }).rateLimit,
    ).toEqual({
      api: { max: 1000, windowMs: 10_000 },
      ingest: { max: 50, windowMs: 10_000 },
      signIn: { max: 5, windowMs: 60_000 },
    });
    expect(() => loadConfig({ ...base, RATE_LIMIT_MAX: "0" })).toThrow(/RATE_LIMIT_MAX/);
  });

  it("switches to PostgreSQL for a postgres URL", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://app:secret@db.internal:5432/haulwise",
      AUTH_SECRET: "x".repeat(32),
    });
    expect(config.database).toEqual({
      kind: "postgres",
      connectionString: "postgres://app:secret@db.internal:5432/haulwise",
    });
  });

  it("reads the trusted proxy setting as a hop count or a list of addresses", () => {
    const base = { AUTH_SECRET: "x".repeat(32) };
    expect(loadConfig({ ...base, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.1, 10.0.0.0/8" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.0.0.0/8",
    ]);
  });

  it("needs Stripe's keys and a price for each paid plan and cycle with BILLING=stripe", () => {
    const base = { AUTH_SECRET: "x".repeat(32) };
    expect(loadConfig(base).billing).toEqual({ provider: "local", stripe: null });
    try {
      loadConfig({ ...base, BILLING: "stripe", STRIPE_SECRET_KEY: "sk_test_1" });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("STRIPE_WEBHOOK_SECRET: is required with BILLING=stripe");
      expect(message).toContain("STRIPE_PRICE_BUSINESS_YEARLY: is required with BILLING=stripe");
      expect(message).not.toContain("STRIPE_SECRET_KEY");
    }
    const stripe = loadConfig({
      ...base,
      BILLING: "stripe",
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_PRO_MONTHLY: "price_1",
      STRIPE_PRICE_PRO_YEARLY: "pro-yearly",
      STRIPE_PRICE_BUSINESS_MONTHLY: "price_3",
      STRIPE_PRICE_BUSINESS_YEARLY: "price_4",
    }).billing;
    expect(stripe.stripe?.prices).toEqual({
      pro: { monthly: "price_1", yearly: "pro-yearly" },
      business: { monthly: "price_3", yearly: "price_4" },
    });
    expect(stripe.stripe?.apiUrl).toBeNull();
  });

  it("reads the basemap: a PMTiles file beside the data by default, or a named tile server", () => {
    const base = { AUTH_SECRET: "x".repeat(32), DATA_DIR: "/srv/haulwise" };
    expect(loadConfig(base).map).toEqual({
      tiles: null,
      pmtiles: { file: path.resolve("/srv/haulwise/basemap.pmtiles"), attribution: null },
    });
    expect(
      loadConfig({
        ...base,
        MAP_TILE_URL: "/tiles/{z}/{x}/{y}.png",
        MAP_TILE_ATTRIBUTION: "© Our own tiles",
      }).map,
    ).toEqual({
      tiles: { url: "/tiles/{z}/{x}/{y}.png", attribution: "© Our own tiles", maxZoom: 19 },
      pmtiles: null,
    });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    };
    expect(problems({ MAP_TILE_URL: "http://tiles.example.com/{z}/{x}/{y}.png" })).toContain(
      "MAP_TILE_URL: must be an https:// address or a path on this server",
    );
    expect(
      problems({
        MAP_TILE_URL: "https://tiles.example.com/{x}/{y}.png",
        MAP_TILE_ATTRIBUTION: "x",
      }),
    ).toContain("MAP_TILE_URL: must contain {z}, {x} and {y}");
    expect(problems({ MAP_TILE_URL: "https://tiles.example.com/{z}/{x}/{y}.png" })).toContain(
      "MAP_TILE_ATTRIBUTION: is required with MAP_TILE_URL",
    );
    expect(
      problems({
        MAP_TILE_URL: "https://tiles.example.com/{z}/{x}/{y}.png",
        MAP_TILE_ATTRIBUTION: "x",
        MAP_PMTILES_FILE: "/srv/maps/region.pmtiles",
      }),
    ).toContain("MAP_PMTILES_FILE: set MAP_TILE_URL or MAP_PMTILES_FILE, not both");
    expect(problems({ MAP_PMTILES_FILE: "/nowhere/region.pmtiles" })).toBe(
      "Invalid configuration:\n  MAP_PMTILES_FILE: no file at /nowhere/region.pmtiles",
    );
  });

  it("keeps files on the local disk unless STORAGE=s3 names a bucket", () => {
    const base = { AUTH_SECRET: "x".repeat(32) };
    expect(loadConfig(base).storage).toMatchObject({ kind: "local", s3: null });
    expect(
      loadConfig({
        ...base,
        STORAGE: "s3",
        S3_BUCKET: "haulwise-files",
        S3_ENDPOINT: "http://minio.internal:9000",
        S3_ACCESS_KEY_ID: "haulwise",
        S3_SECRET_ACCESS_KEY: "secret-key",
        S3_FORCE_PATH_STYLE: "true",
      }).storage,
    ).toMatchObject({
      kind: "s3",
      s3: {
        bucket: "haulwise-files",
        endpoint: "http://minio.internal:9000",
        region: "us-east-1",
        accessKeyId: "haulwise",
        secretAccessKey: "secret-key",
        forcePathStyle: true,
      },
    });
    // Without keys the SDK's own chain (AWS_* variables, an instance role) is used.
    expect(
      loadConfig({ ...base, STORAGE: "s3", S3_BUCKET: "files", S3_REGION: "eu-west-1" }).storage.s3,
    ).toMatchObject({
      region: "eu-west-1",
      endpoint: null,
      accessKeyId: null,
      forcePathStyle: false,
    });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, STORAGE: "s3", ...env });
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems({})).toContain("S3_BUCKET: is required with STORAGE=s3");
    expect(problems({ S3_BUCKET: "Bad_Bucket" })).toContain("S3_BUCKET: must be a bucket name");
    expect(problems({ S3_BUCKET: "files", S3_ACCESS_KEY_ID: "id" })).toContain(
      "S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID",
    );
    expect(problems({ S3_BUCKET: "files", S3_ENDPOINT: "minio:9000" })).toContain("S3_ENDPOINT");
    expect(problems({ S3_BUCKET: "files", S3_FORCE_PATH_STYLE: "maybe" })).toContain(
      "S3_FORCE_PATH_STYLE",
    );
    expect(() => loadConfig({ ...base, STORAGE: "nfs" })).toThrow(/STORAGE/);
  });

  it("fails at boot listing every bad variable", () => {
    expect(() =>
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", AUTH_SECRET: "short" }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", AUTH_SECRET: "short" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("AUTH_SECRET: must be at least 32 characters");
    }
  });
});
