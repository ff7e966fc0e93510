import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../../db/database.js";

/** Liveness answers while the process runs; readiness also needs the database. */
export async function systemRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ err: error }, "database not ready");
      return reply.status(503).send({
        error: { code: "UNAVAILABLE", message: "The database is not reachable" },
      });
    }
  });
}
