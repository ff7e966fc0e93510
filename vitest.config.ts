import path from "node:path";
import { defineConfig } from "vitest/config";
import { catalogues } from "./apps/web/vite/catalogues.ts";
import { lazyDomainSchemas } from "./apps/web/vite/lazy-domain-schemas.ts";

const domainSource = path.resolve(import.meta.dirname, "packages/domain/src/index.ts");
const domainRoot = path.resolve(import.meta.dirname, "packages/domain/src");
// The package's index, and its Node-only subpath (the catalogues' reader) beside it.
const alias = [
  { find: /^@haulwise\/domain$/, replacement: domainSource },
  { find: /^@haulwise\/domain\/catalogues$/, replacement: path.join(domainRoot, "catalogues.ts") },
];
const webAlias = [
  ...alias,
  { find: "@", replacement: path.resolve(import.meta.dirname, "apps/web/src") },
];

const serverProject = (database: "sqlite" | "postgres") => ({
  resolve: { alias },
  test: {
    name: `server-${database}`,
    root: "apps/server",
    include: ["src/**/*.test.ts"],
    // Files named *.postgres.test.ts test what only PostgreSQL has (its connection pool).
    exclude: database === "sqlite" ? ["src/**/*.postgres.test.ts"] : [],
    environment: "node",
    env: { HAULWISE_TEST_DB: database },
    // Each starts the run's database server (PostgreSQL) and migrates its template database.
    globalSetup: [
      database === "postgres" ? "src/test/global-setup.ts" : "src/test/sqlite-setup.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's loaded modules instead of loading the whole server again for each
    // file: a third of the CPU. Every test builds its own app, database and clock, so a module's
    // state is nothing a file can leave behind for the next.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    pool: "forks",
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"] },
      },
      {
        resolve: { alias: webAlias },
        // The domain's schemas are built on first use, as in the web build.
        plugins: [catalogues(), lazyDomainSchemas()],
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
          // A journey through a screen clicks and types a dozen times; on two shared cores
          // that can take longer than the default 5 s without anything being wrong.
          testTimeout: 15_000,
          // Each file loads the app afresh (unlike the server's tests): toasts, permission reads
          // and caches live in modules, and a file sharing them saw the previous file's.
        },
      },
      serverProject("sqlite"),
      serverProject("postgres"),
    ],
  },
});
