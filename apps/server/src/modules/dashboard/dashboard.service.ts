import {
  driverNameOf,
  etaMinutes,
  type FleetSummary,
  haversineMetres,
  messages,
  RECENT_ACTIVITY_LIMIT,
  truckNameOf,
  vehicleStatusOf,
  vehicleTypeOf,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { CompaniesService } from "../companies/companies.service.js";
import { avatarUrlOf } from "../profiles/profiles.service.js";
import type { PositionsService, RecentFix } from "../tracking/positions.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import * as repo from "./dashboard.repo.js";

export type DashboardService = ReturnType<typeof createDashboardService>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Fixes averaged for a driver's recent speed. */
const SPEED_SAMPLE = 5;

/** The contractor's general dashboard: figures over the fleet's stored state. */
export function createDashboardService(deps: {
  db: Db;
  clock: Clock;
  companies: CompaniesService;
  trucks: TrucksService;
  positions: PositionsService;
}) {
  const { db, clock, companies, trucks: fleet, positions } = deps;

  /** Speed over the recent fixes: reported speeds when the phone gives them, else distance over time. */
  function recentSpeed(fixes: RecentFix[]): number | null {
    const reported = fixes.map((f) => f.speed).filter((s): s is number => s !== null && s >= 0);
    if (reported.length > 0) return reported.reduce((a, b) => a + b, 0) / reported.length;
    const first = fixes.at(-1);
    const last = fixes[0];
    if (!first || !last || first === last) return null;
    const seconds =
      (new Date(last.recorded_at).getTime() - new Date(first.recorded_at).getTime()) / 1000;
    if (seconds <= 0 || first.latitude === null || last.latitude === null) return null;
    const metres = haversineMetres(
      { latitude: first.latitude, longitude: first.longitude ?? 0 },
      { latitude: last.latitude, longitude: last.longitude ?? 0 },
    );
    return metres / seconds;
  }

  return {
    /** The general dashboard's figures, all computed from the fleet's stored state. */
    async fleetSummary(actor: Actor): Promise<FleetSummary> {
      const company = requireContractor(actor);
      const now = clock.now();
      const [trucks, drivers] = await Promise.all([
        fleet.fleetOf(company.id),
        companies.driversOf(company.id),
      ]);
      const driverIds = drivers.map((d) => d.id);
      const activeTrucks = trucks.filter((t) => vehicleStatusOf(t.status) === "active");

      let activeTrendPercent: number | null = null;
      let lastSeen = new Map<string, string>();
      if (driverIds.length > 0) {
        const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
        const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS).toISOString();
        const [today, yesterday, seen] = await Promise.all([
          repo.activeDriverCount(db, driverIds, dayAgo, now.toISOString()),
          repo.activeDriverCount(db, driverIds, twoDaysAgo, dayAgo),
          positions.latestFixTimes(driverIds),
        ]);
        activeTrendPercent =
          yesterday > 0 ? Math.round(((today - yesterday) / yesterday) * 100) : null;
        lastSeen = seen;
      }

      const recent = activeTrucks
        .filter((t) => t.assigned_driver_id)
        .sort((a, b) =>
          (lastSeen.get(b.assigned_driver_id!) ?? "").localeCompare(
            lastSeen.get(a.assigned_driver_id!) ?? "",
          ),
        )
        .slice(0, RECENT_ACTIVITY_LIMIT);
      // What the live map shows of each driver: a truck in service is no sign its driver is.
      const duty = new Map(drivers.map((driver) => [driver.id, Boolean(driver.on_duty)]));
      const tracking = await positions.trackingStatesOf(
        recent.map((truck) => ({
          id: truck.assigned_driver_id!,
          onDuty: duty.get(truck.assigned_driver_id!) ?? false,
        })),
        now,
      );

      const recentActivity = await Promise.all(
        recent.map(async (truck) => {
          const fixes = await positions.recentFixes(truck.assigned_driver_id!, SPEED_SAMPLE);
          const latest = fixes[0];
          let eta: number | null = null;
          if (
            latest?.latitude != null &&
            latest.longitude != null &&
            latest.job_latitude != null &&
            latest.job_longitude != null
          ) {
            const remaining = haversineMetres(
              { latitude: latest.latitude, longitude: latest.longitude },
              { latitude: latest.job_latitude, longitude: latest.job_longitude },
            );
            eta = etaMinutes(remaining, recentSpeed(fixes));
          }
          return {
            truckId: truck.id,
            truckName: truckNameOf({
              truckNumber: truck.truck_number,
              make: truck.make,
              model: truck.model,
            }),
            plate: truck.license_plate ?? messages.vehicles.unknownPlate,
            type: vehicleTypeOf(truck.model),
            tracking: tracking.get(truck.assigned_driver_id!) ?? "off_duty",
            driverName: driverNameOf(truck.first_name, truck.last_name),
            driverAvatarUrl: avatarUrlOf(truck.assigned_driver_id!, truck.avatar_key),
            lastSeenAt: latest?.recorded_at ?? null,
            jobTitle: latest?.job_title ?? null,
            etaMinutes: eta,
          };
        }),
      );

      return {
        activeVehicles: activeTrucks.length,
        totalVehicles: trucks.length,
        driversOnDuty: drivers.filter((d) => Boolean(d.on_duty)).length,
        totalDrivers: drivers.length,
        activeTrendPercent,
        recentActivity,
      };
    },
  };
}
