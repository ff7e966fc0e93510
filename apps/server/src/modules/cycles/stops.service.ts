import {
  centreOf,
  fenceOf,
  findStops,
  localDayOf,
  messages,
  type SiteGeometry,
  type SiteSuggestionList,
  type StopList,
  signedDistanceMetres,
  type TrailFix,
  zonedDayBounds,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { notFound } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import * as repo from "./cycles.repo.js";
import { placesToOffer } from "./engine/stops.js";

export type StopsService = ReturnType<typeof createStopsService>;

const fixOf = (row: {
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  recorded_at: string;
}): TrailFix[] =>
  row.latitude === null || row.longitude === null
    ? []
    : [
        {
          t: Date.parse(row.recorded_at),
          latitude: row.latitude,
          longitude: row.longitude,
          accuracy: row.accuracy,
        },
      ];

/**
 * Where trucks stop: a driver's stops on a day (a contractor makes a site from one), and
 * places where several trucks stopped again and again, offered as "Make this a site?".
 */
export function createStopsService(deps: {
  db: Db;
  clock: Clock;
  companies: Pick<CompaniesService, "timeZoneOf" | "memberRoleOf">;
}) {
  const { db, clock, companies } = deps;

  return {
    /** A driver's stops on a day of the company's calendar, for them or their contractor. */
    async stopsOf(actor: Actor, driverId: string, day: string | undefined): Promise<StopList> {
      let companyIds: string[];
      if (actor.userId === driverId && actor.role === "driver") {
        companyIds = [];
      } else {
        const company = requireContractor(actor);
        if ((await companies.memberRoleOf(db, company.id, driverId)) !== "driver") {
          throw notFound(messages.tracking.notYourDriver);
        }
        companyIds = [company.id];
      }
      const timeZone = companyIds[0] ? await companies.timeZoneOf(companyIds[0]) : "UTC";
      const date = day ?? localDayOf(clock.now(), timeZone);
      const { from, to } = zonedDayBounds(date, timeZone);
      const fixes = (await repo.findTrailFixes(db, [driverId], from, to)).flatMap(fixOf);
      const sites = (await Promise.all(companyIds.map((id) => repo.findOpenSites(db, id)))).flat();
      const fences = sites.map((site) => ({
        id: site.id,
        fence: fenceOf(JSON.parse(site.geometry) as SiteGeometry),
      }));
      return {
        driverId,
        date,
        stops: findStops(fixes).map((stop) => ({
          latitude: stop.latitude,
          longitude: stop.longitude,
          radiusMetres: Math.round(stop.radiusMetres),
          startedAt: new Date(stop.startedAt).toISOString(),
          endedAt: new Date(stop.endedAt).toISOString(),
          siteId: fences.find(({ fence }) => signedDistanceMetres(fence, stop) <= 0)?.id ?? null,
        })),
      };
    },

    /**
     * Places where at least two of the company's trucks stopped four times or more in the
     * last `days` days (today included), away from its sites: each with a circle around the
     * stops, most stops first.
     */
    async suggestions(actor: Actor, days: number): Promise<SiteSuggestionList> {
      const company = requireContractor(actor);
      const timeZone = await companies.timeZoneOf(company.id);
      const today = localDayOf(clock.now(), timeZone);
      const first = zonedDayBounds(today, timeZone).from;
      const fromDay = localDayOf(
        new Date(Date.parse(first) - (days - 1) * 86_400_000 + 3_600_000),
        timeZone,
      );
      const from = zonedDayBounds(fromDay, timeZone).from;
      const to = zonedDayBounds(today, timeZone).to;
      const drivers = await repo.findCompanyDriverIds(db, company.id);
      const rows = await repo.findTrailFixes(db, drivers, from, to);
      const byDriver = new Map<string, TrailFix[]>();
      for (const row of rows) {
        const list = byDriver.get(row.user_id) ?? [];
        list.push(...fixOf(row));
        byDriver.set(row.user_id, list);
      }
      const stops = [...byDriver.entries()].flatMap(([driverId, fixes]) =>
        findStops(fixes).map((stop) => ({ ...stop, driverId })),
      );
      const fences = (await repo.findOpenSites(db, company.id)).map((site) =>
        fenceOf(JSON.parse(site.geometry) as SiteGeometry),
      );
      const offers = placesToOffer(company.id, stops, fences);
      return {
        from: fromDay,
        to: today,
        suggestions: offers.map((offer, index) => {
          const geometry: SiteGeometry = {
            type: "circle",
            center: offer.centre,
            radiusMetres: offer.radiusMetres,
          };
          return {
            id: offer.id,
            name: messages.sites.suggestedName(index + 1),
            geometry: { ...geometry, center: centreOf(geometry) },
            stops: offer.stops,
            drivers: offer.drivers,
            averageStopSeconds: offer.averageStopSeconds,
            summary: messages.sites.suggestionSummary(offer.stops, offer.averageStopSeconds, days),
          };
        }),
      };
    },
  };
}
