import { messages } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { unavailable } from "../../http/app-error.js";

/** Liveness answers while the process runs; readiness also needs the database. */
export async function systemRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  app.get("/readyz", { schema: { hide: true } }, async (request) => {
    try {
      await sql`select 1`.execute(db);
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ err: error }, "database not ready");
      throw unavailable(messages.http.databaseUnreachable);
    }
  });
}
