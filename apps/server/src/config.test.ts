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
