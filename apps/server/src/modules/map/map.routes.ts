import { BASEMAP_FILE_PATH, ErrorBodySchema, MapConfigSchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { sendFileRanges } from "../../http/file-ranges.js";
import { signedInRoutes } from "../../http/routes.js";
import type { MapService } from "./map.service.js";

const tags = ["map"];
const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema };

export async function mapRoutes(fastify: FastifyInstance, { map }: { map: MapService }) {
  const app = signedInRoutes(fastify);

  app.get("/api/map-config", {
    schema: {
      tags,
      summary: "How this server's maps are drawn: outlines, a tile server, or its own PMTiles file",
      response: { 200: MapConfigSchema, ...errors },
    },
    handler: () => map.config(),
  });

  app.get(BASEMAP_FILE_PATH, {
    // A map asks for a few ranges per tile it shows, as a page asks for its images: these are
    // the web app's files more than API calls, and spend no API allowance.
    config: { allowance: "none" },
    schema: {
      tags,
      summary:
        "The PMTiles basemap, whole or one byte range at a time (Range: bytes=a-b answers 206)",
      response: { 416: ErrorBodySchema, ...errors },
    },
    handler: async (request, reply) => {
      const { file } = await map.basemapFile();
      return sendFileRanges(request, reply, file, {
        contentType: "application/vnd.pmtiles",
        cacheControl: "private, max-age=86400",
      });
    },
  });
}
