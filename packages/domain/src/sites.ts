import { z } from "zod";
import { CalendarDaySchema } from "./loads.js";
import {
  polygonAreaSquareMetres,
  polygonCrossesItself,
  type SiteGeometry,
  spanMetres,
} from "./site-geometry.js";
import { sitesMessages as m } from "./site-messages.js";

/** The numbers a site is held to. */
export const SITES = {
  nameMaxLength: 120,
  addressMaxLength: 300,
  minPolygonPoints: 3,
  maxPolygonPoints: 100,
  minRadiusMetres: 10,
  maxRadiusMetres: 5_000,
  /** A fence wider than this is a typing mistake in a corner, not a pit. */
  maxSpanMetres: 20_000,
  /** A polygon smaller than this is a slip of the mouse, not a place a truck fits in. */
  minAreaSquareMetres: 50,
  /** The minimum stay where trucks load, and where they dump, when a site sets none. */
  defaultLoadDwellSeconds: 120,
  defaultDumpDwellSeconds: 60,
  maxDwellSeconds: 4 * 3600,
  /** The circle a driver's "this is the pit" draws around where they stand. */
  markedRadiusMetres: 100,
  /** A driver's position rougher than this cannot mark a site (rule 1's limit). */
  markMaxAccuracyMetres: 50,
} as const;

/** What a site is to a job's haul route: where trucks fill, or where they empty. */
export const siteRoles = ["load", "dump"] as const;
export type SiteRole = (typeof siteRoles)[number];

const latitude = z
  .number({ error: "Latitude must be a number" })
  .min(-90, { error: "Latitude must be between -90 and 90" })
  .max(90, { error: "Latitude must be between -90 and 90" });
const longitude = z
  .number({ error: "Longitude must be a number" })
  .min(-180, { error: "Longitude must be between -180 and 180" })
  .max(180, { error: "Longitude must be between -180 and 180" });

export const GeoPointSchema = z.strictObject({ latitude, longitude });

export const CircleGeometrySchema = z.strictObject({
  type: z.literal("circle"),
  center: GeoPointSchema,
  radiusMetres: z
    .number({ error: m.radiusNumber })
    .min(SITES.minRadiusMetres, {
      error: m.radiusRange(SITES.minRadiusMetres, SITES.maxRadiusMetres),
    })
    .max(SITES.maxRadiusMetres, {
      error: m.radiusRange(SITES.minRadiusMetres, SITES.maxRadiusMetres),
    }),
});

export const PolygonGeometrySchema = z
  .strictObject({
    type: z.literal("polygon"),
    points: z
      .array(GeoPointSchema, { error: m.tooFewPoints(SITES.minPolygonPoints) })
      .min(SITES.minPolygonPoints, { error: m.tooFewPoints(SITES.minPolygonPoints) })
      // One more than the limit, so a ring closed by repeating its first corner still fits.
      .max(SITES.maxPolygonPoints + 1, { error: m.tooManyPoints(SITES.maxPolygonPoints) }),
  })
  .transform((polygon) => ({ ...polygon, points: openRing(polygon.points) }))
  .superRefine((polygon, context) => {
    const issue = polygonIssueOf(polygon.points);
    if (issue) context.addIssue({ code: "custom", path: ["points"], message: issue });
  });

/** A ring drawn closed (last corner repeating the first) is the same ring open. */
function openRing(points: Array<{ latitude: number; longitude: number }>) {
  const first = points[0];
  const last = points[points.length - 1];
  if (
    points.length > 1 &&
    first &&
    last &&
    first.latitude === last.latitude &&
    first.longitude === last.longitude
  ) {
    return points.slice(0, -1);
  }
  return points;
}

function polygonIssueOf(points: Array<{ latitude: number; longitude: number }>): string | null {
  if (points.length < SITES.minPolygonPoints) return m.tooFewPoints(SITES.minPolygonPoints);
  if (points.length > SITES.maxPolygonPoints) return m.tooManyPoints(SITES.maxPolygonPoints);
  if (spanMetres({ type: "polygon", points }) > SITES.maxSpanMetres) {
    return m.tooWide(SITES.maxSpanMetres / 1000);
  }
  if (polygonCrossesItself(points)) return m.polygonCrosses;
  if (polygonAreaSquareMetres(points) < SITES.minAreaSquareMetres) return m.polygonTooSmall;
  return null;
}

/**
 * A fence: `{ type: "circle", center: { latitude, longitude }, radiusMetres }` or
 * `{ type: "polygon", points: [{ latitude, longitude }, …] }` (3–100 corners, in order around
 * it, not crossing itself).
 */
export const SiteGeometrySchema = z.discriminatedUnion(
  "type",
  [CircleGeometrySchema, PolygonGeometrySchema],
  { error: m.geometryType },
);

const NameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(SITES.nameMaxLength, { error: m.nameTooLong(SITES.nameMaxLength) });

const AddressSchema = z
  .string()
  .trim()
  .max(SITES.addressMaxLength, { error: m.addressTooLong(SITES.addressMaxLength) })
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

/** Seconds a truck must stay for a visit to count; null takes the default of the site's role. */
const MinDwellSchema = z
  .number({ error: m.dwellWhole })
  .int({ error: m.dwellWhole })
  .min(0, { error: m.dwellRange(SITES.maxDwellSeconds / 60) })
  .max(SITES.maxDwellSeconds, { error: m.dwellRange(SITES.maxDwellSeconds / 60) })
  .nullable()
  .optional();

/** `POST /api/sites`. */
export const CreateSiteInputSchema = z.strictObject({
  name: NameSchema,
  geometry: SiteGeometrySchema,
  address: AddressSchema,
  minDwellSeconds: MinDwellSchema,
});
export type CreateSiteInput = z.input<typeof CreateSiteInputSchema>;

/** `PATCH /api/sites/{siteId}`: any of the fields. */
export const UpdateSiteInputSchema = CreateSiteInputSchema.partial();
export type UpdateSiteInput = z.input<typeof UpdateSiteInputSchema>;

export const SiteSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  geometry: z.discriminatedUnion("type", [
    z.object({
      type: z.literal("circle"),
      center: z.object({ latitude: z.number(), longitude: z.number() }),
      radiusMetres: z.number(),
    }),
    z.object({
      type: z.literal("polygon"),
      points: z.array(z.object({ latitude: z.number(), longitude: z.number() })),
    }),
  ]),
  /** Null: 2 minutes where trucks load, 1 minute where they dump. */
  minDwellSeconds: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Archived sites leave maps and lists and stop counting from this moment. */
  archivedAt: z.string().nullable(),
});
export type Site = z.infer<typeof SiteSchema>;

export const SiteListSchema = z.object({ sites: z.array(SiteSchema) });
export type SiteList = z.infer<typeof SiteListSchema>;

/** `GET /api/sites`: archived sites only when asked for. */
export const SiteListQuerySchema = z.strictObject({
  archived: z
    .enum(["true", "false"], { error: "archived is true or false" })
    .transform((value) => value === "true")
    .optional(),
});

/** The minimum stay at a site in the given role, its own or the role's default. */
export function minDwellSecondsOf(site: { minDwellSeconds: number | null }, role: SiteRole) {
  if (site.minDwellSeconds !== null) return site.minDwellSeconds;
  return role === "load" ? SITES.defaultLoadDwellSeconds : SITES.defaultDumpDwellSeconds;
}

/**
 * `POST /api/jobs/{jobId}/site-marks`: a driver on the job says "this is the pit" (or the dump)
 * where they stand. The server draws a circle there and makes it the job's site of that role
 * when the job has none yet.
 */
export const MarkSiteInputSchema = z.strictObject({
  role: z.enum(siteRoles, { error: "role is load or dump" }),
  latitude,
  longitude,
  accuracy: z
    .number({ error: "Accuracy must be a number" })
    .min(0, { error: "Accuracy must be 0 or more" })
    .max(100_000),
  name: NameSchema.optional(),
});
export type MarkSiteInput = z.input<typeof MarkSiteInputSchema>;

/** A job's haul route: where its trucks load and where they dump. */
export const HaulRouteSchema = z.object({
  loadSiteId: z.string().nullable(),
  dumpSiteId: z.string().nullable(),
});
export type HaulRoute = z.infer<typeof HaulRouteSchema>;

export const MarkedSiteSchema = z.object({ site: SiteSchema, route: HaulRouteSchema });
export type MarkedSite = z.infer<typeof MarkedSiteSchema>;

/**
 * A place where trucks stopped again and again, offered as "Make this a site?" with a fence
 * drawn around the stops.
 */
export const SiteSuggestionSchema = z.object({
  /** Stable for the same place and days: the web may remember a dismissed one by it. */
  id: z.string(),
  name: z.string(),
  geometry: SiteSchema.shape.geometry,
  stops: z.number().int(),
  drivers: z.number().int(),
  averageStopSeconds: z.number(),
  /** '14 stops of 6 min on average today'. */
  summary: z.string(),
});
export type SiteSuggestion = z.infer<typeof SiteSuggestionSchema>;

export const SiteSuggestionListSchema = z.object({
  suggestions: z.array(SiteSuggestionSchema),
  /** The company's days the stops were taken from, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
});
export type SiteSuggestionList = z.infer<typeof SiteSuggestionListSchema>;

export const SiteSuggestionQuerySchema = z.strictObject({
  /** Days back from today (company calendar) to look at stops in; 1 is today only. */
  days: z.coerce
    .number({ error: m.range })
    .int({ error: m.range })
    .min(1, { error: m.range })
    .max(7, { error: m.range })
    .default(1),
});

/** A stop on a driver's trail: where they stayed, from when to when. */
export const StopSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** How far the stop's fixes spread around its centre, in metres. */
  radiusMetres: z.number(),
  startedAt: z.string(),
  endedAt: z.string(),
  /** The site the stop lies in, if any. */
  siteId: z.string().nullable(),
});
export type Stop = z.infer<typeof StopSchema>;

/** `GET /api/drivers/{driverId}/stops`: a day of the company's calendar, today when left out. */
export const StopsQuerySchema = z.strictObject({ date: CalendarDaySchema.optional() });

export const StopListSchema = z.object({
  driverId: z.string(),
  date: z.string(),
  stops: z.array(StopSchema),
});
export type StopList = z.infer<typeof StopListSchema>;

/** The geometry as the API sends it (plain numbers), narrowed to the engine's type. */
export const geometryOf = (site: Pick<Site, "geometry">): SiteGeometry => site.geometry;
