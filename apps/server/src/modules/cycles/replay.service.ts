import {
  driverNameOf,
  localDayOf,
  messages,
  REPLAY,
  type ReplayDay,
  type ReplayQuery,
  type SiteGeometry,
  zonedDayBounds,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { notFound } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import * as repo from "./cycles.repo.js";
import * as replay from "./replay.repo.js";

export type ReplayService = ReturnType<typeof createReplayService>;

/** Fixes read for one day at most; a day with more is thinned evenly to REPLAY.maxFixes. */
const READ_MAX = 100_000;

const roundTo = (value: number, scale: number) => Math.round(value * scale) / scale;

/** Every `step`-th index, always keeping the first and the last. */
function thinned(length: number, max: number): number[] {
  if (length <= max) return Array.from({ length }, (_, index) => index);
  const step = (length - 1) / (max - 1);
  return Array.from({ length: max }, (_, index) => Math.round(index * step));
}

/**
 * A driver's day to replay: every fix of the day once (a replay plays, seeks and sums them in
 * the browser), the sites visited as counted, for the driver or their company's contractors.
 */
export function createReplayService(deps: {
  db: Db;
  clock: Clock;
  companies: Pick<CompaniesService, "timeZoneOf" | "memberRoleOf" | "memberCompanyIdsOf">;
}) {
  const { db, clock, companies } = deps;

  /** The companies whose calendar and sites the asker sees the driver's day through. */
  async function companiesSeeing(actor: Actor, driverId: string): Promise<string[]> {
    if (actor.userId === driverId && actor.role === "driver") {
      return companies.memberCompanyIdsOf(db, driverId, "driver");
    }
    const company = requireContractor(actor);
    if ((await companies.memberRoleOf(db, company.id, driverId)) !== "driver") {
      throw notFound(messages.tracking.notYourDriver);
    }
    return [company.id];
  }

  return {
    /**
     * One day of a driver's (the company's calendar; `date`, else the day of `at`, else
     * today): fixes as columns, the day's site visits and their sites' fences.
     */
    async dayOf(actor: Actor, driverId: string, query: ReplayQuery): Promise<ReplayDay> {
      const companyIds = await companiesSeeing(actor, driverId);
      const timeZone = companyIds[0] ? await companies.timeZoneOf(companyIds[0]) : "UTC";
      const date = query.date ?? localDayOf(query.at ? new Date(query.at) : clock.now(), timeZone);
      const { from, to } = zonedDayBounds(date, timeZone);
      const [rows, visits, names] = await Promise.all([
        replay.findReplayFixes(db, driverId, from, to, READ_MAX),
        replay.findDriverVisits(db, companyIds, driverId, from, to),
        repo.findDriverNames(db, [driverId]),
      ]);
      const kept = thinned(rows.length, REPLAY.maxFixes).map((index) => rows[index]!);
      const name = names[0];
      const sites = new Map<string, { id: string; name: string; geometry: SiteGeometry }>();
      for (const visit of visits) {
        sites.set(visit.site_id, {
          id: visit.site_id,
          name: visit.name,
          geometry: JSON.parse(visit.geometry) as SiteGeometry,
        });
      }
      return {
        driverId,
        driverName: driverNameOf(name?.first_name ?? null, name?.last_name ?? null),
        date,
        timeZone,
        from,
        to,
        // Degrees to 6 places (11 cm), speeds to 2 (cm/s), accuracy to the metre: what a phone
        // measures, in half the bytes of every digit a float carries.
        fixes: {
          t: kept.map((row) => Date.parse(row.recorded_at)),
          latitude: kept.map((row) => roundTo(row.latitude!, 1e6)),
          longitude: kept.map((row) => roundTo(row.longitude!, 1e6)),
          speed: kept.map((row) => (row.speed === null ? null : roundTo(row.speed, 100))),
          accuracy: kept.map((row) => (row.accuracy === null ? null : Math.round(row.accuracy))),
        },
        visits: visits.map((visit) => ({
          siteId: visit.site_id,
          siteName: visit.name,
          arrivedAt: visit.arrived_at,
          departedAt: visit.departed_at,
          inferred: Boolean(visit.inferred),
        })),
        sites: [...sites.values()],
      };
    },
  };
}
