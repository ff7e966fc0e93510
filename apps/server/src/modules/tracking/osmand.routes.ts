import { ErrorBodySchema, messages, PositionBatchResultSchema } from "@haulwise/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Clock } from "../../clock.js";
import { badRequest, unauthenticated } from "../../http/app-error.js";
import { assertNoNulIn } from "../../http/input-guards.js";
import { mixedRoutes } from "../../http/routes.js";
import type { DeviceTokensService } from "./device-tokens.service.js";
import type { IngestService } from "./ingest.service.js";
import { readOsmAndReport } from "./osmand.js";

const NO_POSITION = "Send lat and lon (or location=lat,lon) with the device token as id";

/**
 * The OsmAnd/Traccar HTTP protocol for background tracker apps, authenticated by a personal
 * device token alone (no session, no cookies). A report that reads but breaks a rule is
 * answered 200 with the refusal listed, so the app drops it instead of retrying it forever.
 */
export async function osmandRoutes(
  fastify: FastifyInstance,
  options: {
    ingest: IngestService;
    deviceTokens: DeviceTokensService;
    clock: Clock;
  },
) {
  const { ingest, deviceTokens, clock } = options;
  const app = mixedRoutes(fastify);
  // Tracker apps post HTML-form bodies; only this route reads them.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const fields = Object.fromEntries(new URLSearchParams(String(body)));
      try {
        assertNoNulIn(fields, "body");
      } catch (refusal) {
        return done(refusal as Error, undefined);
      }
      done(null, fields);
    },
  );

  async function handle(request: FastifyRequest) {
    const report = readOsmAndReport(
      request.query as Record<string, unknown>,
      request.body,
      clock.now(),
    );
    const device = report.token ? await deviceTokens.authenticate(report.token) : null;
    if (!device) throw unauthenticated(messages.tracking.invalidDeviceToken);
    if (report.unreadable) throw badRequest(report.unreadable);
    if (!report.fix) throw badRequest(NO_POSITION);
    const result = await ingest.ingestForDevice(device.driverId, device.deviceId, [report.fix]);
    await deviceTokens.markUsed(device);
    return result;
  }

  app.route({
    method: ["GET", "POST"],
    url: "/api/osmand",
    // Per address (a tracker app has no session): a fleet behind one carrier NAT shares it.
    config: { allowance: "ingest" },
    schema: {
      tags: ["tracking"],
      summary: "One position from a background tracker app (OsmAnd/Traccar protocol)",
      response: {
        200: PositionBatchResultSchema,
        400: ErrorBodySchema,
        401: ErrorBodySchema,
        403: ErrorBodySchema,
      },
    },
    handler: handle,
  });
}
