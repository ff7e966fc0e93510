import { createHash, timingSafeEqual } from "node:crypto";
import { messages } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { unauthenticated } from "../http/app-error.js";
import type { Prometheus } from "./prometheus.js";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Requests that matched no route share one label, so scanners cannot grow the series. */
const UNMATCHED = "unmatched";

/**
 * `/metrics` for Prometheus, answered only with `Authorization: Bearer <METRICS_TOKEN>`, and the
 * timing of every request by its route's pattern. Registered only when a token is configured.
 */
export async function registerMetrics(
  app: FastifyInstance,
  { prometheus, token }: { prometheus: Prometheus; token: string },
) {
  const expected = digest(`Bearer ${token}`);

  app.addHook("onResponse", (request, reply, done) => {
    prometheus.httpRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const given = digest(request.headers.authorization ?? "");
    if (!timingSafeEqual(given, expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw unauthenticated(messages.http.metricsToken);
    }
    const { contentType, body } = await prometheus.render();
    return reply.type(contentType).header("cache-control", "no-store").send(body);
  });
}
