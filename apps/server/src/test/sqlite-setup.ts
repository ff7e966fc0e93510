import type { TestProject } from "vitest/node";
import { prepareSqliteTemplate } from "./template-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}

/** The sqlite project's template database, migrated once for the run. */
export default async function setup(project: TestProject) {
  const template = await prepareSqliteTemplate();
  project.provide("sqliteTemplate", template.filename);
  return () => template.remove();
}
