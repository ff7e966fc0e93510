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

  it("reads the API rate limit, 300 a minute unless told otherwise", () => {
    const base = { AUTH_SECRET: "x".repeat(32) };
    expect(loadConfig(base).rateLimit).toEqual({ max: 300, windowMs: 60_000 });
    expect(
      loadConfig({ ...base, RATE_LIMIT_MAX: "1000", RATE_LIMIT_WINDOW_SECONDS: "10" }).rateLimit,
    ).toEqual({ max: 1000, windowMs: 10_000 });
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
