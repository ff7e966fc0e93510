import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../config.js";

const composeFile = path.resolve(import.meta.dirname, "../../../../deploy/compose.yaml");

/** Compose's `${NAME:?message}` and `${NAME:-default}` with what an operator would set. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_match, name: string, kind, rest) => {
    if (env[name] !== undefined) return env[name]!;
    if (kind === "-") return rest;
    throw new Error(`compose.yaml needs ${name}: ${rest}`);
  });
}

type Service = {
  environment?: Record<string, string | null>;
  command?: string[];
  image?: string;
};

describe("deploy/compose.yaml", () => {
  const operator = {
    POSTGRES_PASSWORD: "postgres-password",
    AUTH_SECRET: "a".repeat(44),
    S3_SECRET_ACCESS_KEY: "minio-secret-key",
  };
  const compose = parse(interpolate(readFileSync(composeFile, "utf8"), operator), {
    merge: true,
  }) as { services: Record<string, Service> };

  it("names what an operator must set, and nothing else is needed", () => {
    expect(() => interpolate(readFileSync(composeFile, "utf8"), {})).toThrow(/POSTGRES_PASSWORD/);
  });

  it("starts every instance with a configuration the server accepts: PostgreSQL, the bucket, the proxy trusted", () => {
    const instances = Object.entries(compose.services).filter(([name]) =>
      name.startsWith("haulwise-"),
    );
    expect(instances).toHaveLength(2);
    for (const [, service] of instances) {
      // A variable left empty (`SMTP_URL: ${SMTP_URL:-}`) is null in YAML: compose leaves it unset.
      const environment = Object.fromEntries(
        Object.entries(service.environment ?? {}).filter(([, value]) => value !== null),
      );
      const config = loadConfig({ ...environment, DATA_DIR: "/tmp/haulwise-compose" });
      expect(config.database).toEqual({
        kind: "postgres",
        connectionString: "postgres://haulwise:postgres-password@postgres:5432/haulwise",
      });
      expect(config.storage).toMatchObject({
        kind: "s3",
        s3: { bucket: "haulwise", endpoint: "http://minio:9000", forcePathStyle: true },
      });
      expect(config.realtime.bridge).toBe("postgres");
      expect(config.trustProxy).toBe(1);
      expect(config.authSecret).toBe(operator.AUTH_SECRET);
      expect(config.metrics.token).toBeNull();
      expect(config.mail.smtpUrl).toBeNull();
    }
    expect(compose.services.migrate?.command).toEqual(["node", "apps/server/dist/migrate.js"]);
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(["postgres", "minio", "bucket", "migrate", "proxy"]),
    );
  });
});
