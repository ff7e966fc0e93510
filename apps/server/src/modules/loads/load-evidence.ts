import { messages } from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import { createPdf } from "../../pdf/pdf-document.js";
import { printableImage } from "../../storage/images.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { CyclesService } from "../cycles/cycles.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import type { LoadsService } from "./loads.service.js";

const p = messages.pdf.evidence;
const changeWords: Record<string, string> = messages.loads.changes;

/** The most GPS positions a load's route draws. */
const ROUTE_POINTS_MAX = 5_000;
/** Before the ticket's start (or delivery, without one), how much of the day the route shows. */
const ROUTE_LEAD_MS = 2 * 3_600_000;

export type LoadEvidence = ReturnType<typeof createLoadEvidence>;

export type RouteReader = (
  driverId: string,
  from: string,
  to: string,
  limit: number,
) => Promise<Array<{ latitude: number; longitude: number; recordedAt: string }>>;

/**
 * One PDF per load, what a contractor sends when a ticket is disputed: the ticket, who
 * recorded and changed it and when, the times at the pit and the site counted from GPS, and
 * the route drawn from the driver's fixes. Whoever may see the load may print it.
 */
export function createLoadEvidence(deps: {
  loads: Pick<LoadsService, "requireLoad" | "detail" | "signature" | "photo">;
  companies: Pick<CompaniesService, "findCompany" | "timeZoneOf">;
  trucks: Pick<TrucksService, "trucksById">;
  cycles?: Pick<CyclesService, "cycleOfTicket">;
  routeOf?: RouteReader;
}) {
  const { loads, companies, trucks, cycles, routeOf } = deps;

  return {
    /** The load's evidence as a PDF, for the load's contractors and its driver. */
    async pdf(actor: Actor, loadId: string): Promise<{ fileName: string; pdf: Buffer }> {
      const { row } = await loads.requireLoad(actor, loadId);
      const detail = await loads.detail(actor, loadId);
      const [company, timeZone, fleet] = await Promise.all([
        companies.findCompany(row.company_id),
        companies.timeZoneOf(row.company_id),
        row.truck_id
          ? trucks.trucksById(row.company_id, [row.truck_id])
          : Promise.resolve(new Map()),
      ]);
      const format = new Intl.DateTimeFormat("en-US", {
        timeZone,
        dateStyle: "medium",
        timeStyle: "medium",
      });
      const at = (iso: string | null) => (iso ? format.format(new Date(iso)) : "");
      const cycle =
        cycles && detail.completedAt
          ? await cycles.cycleOfTicket(detail.jobId, detail.id, detail.completedAt)
          : null;
      const end = cycle?.dump.departedAt ?? detail.completedAt;
      const start =
        cycle?.load.arrivedAt ??
        detail.startedAt ??
        (end ? new Date(Date.parse(end) - ROUTE_LEAD_MS).toISOString() : null);
      const route =
        routeOf && detail.driverId && start && end
          ? await routeOf(
              detail.driverId,
              start,
              new Date(Date.parse(end) + 1).toISOString(),
              ROUTE_POINTS_MAX,
            )
          : [];

      const companyName = company?.name ?? detail.jobTitle;
      const pdf = await createPdf({
        title: p.title,
        letterhead: { name: companyName, lines: [], logoPng: null },
        footer: p.footer(companyName, detail.loadNumber),
        pageLabel: messages.pdf.page,
        documentTitle: p.documentTitle(detail.loadNumber, detail.jobTitle),
      });
      const truckNumber = row.truck_id ? (fleet.get(row.truck_id)?.truck_number ?? null) : null;
      pdf.blocks([
        { label: p.job, lines: [detail.jobTitle, detail.jobNumber] },
        {
          label: p.load,
          lines: [
            p.loadNumber(detail.loadNumber),
            p.ticket(detail.ticketNumber),
            p.status(detail.status),
            `${detail.materialType ?? "N/A"} · ${detail.quantity ?? "?"} ${detail.quantityUnit}`,
            p.photo(detail.photoUrl !== null),
          ],
        },
        { label: p.hauled, lines: [detail.driverName, p.truck(truckNumber)] },
      ]);

      pdf.paragraph(`${p.times}. ${p.timesNote} ${p.timeZone(timeZone)}`);
      const times: Array<[string, string | null, string]> = [
        [p.startedOnTicket, detail.startedAt, p.fromTicket],
        [p.completedOnTicket, detail.completedAt, p.fromTicket],
        ...(cycle
          ? ([
              [p.atPit, cycle.load.arrivedAt, p.fromGps],
              [p.leftPit, cycle.load.departedAt, p.fromGps],
              [p.atSite, cycle.dump.arrivedAt, p.fromGps],
              [p.leftSite, cycle.dump.departedAt, p.fromGps],
            ] as Array<[string, string | null, string]>)
          : []),
      ];
      pdf.table(
        [
          { label: p.timeColumns.event, width: 3 },
          { label: p.timeColumns.at, width: 3 },
          { label: p.timeColumns.source, width: 1 },
        ],
        times
          .filter(([, time]) => time !== null)
          .map(([event, time, source]) => ({ cells: [event, at(time), source] })),
      );
      if (!cycle) pdf.paragraph(p.noCycle);

      if (detail.photoUrl) {
        // Stored as WebP, which PDF readers cannot show: printed as a JPEG.
        const file = await loads.photo(actor, loadId);
        const jpeg = await printableImage(Buffer.concat(await file.stream.toArray()));
        if (jpeg) pdf.image(jpeg, p.photoCaption(detail.loadNumber), 260);
      }

      pdf.paragraph(p.signature);
      if (detail.signature) {
        const file = await loads.signature(actor, loadId);
        const png = Buffer.concat(await file.stream.toArray());
        pdf.image(png, p.signedBy(detail.signature.signerName, at(detail.signature.signedAt)));
      } else {
        pdf.paragraph(p.noSignature);
      }

      pdf.paragraph(p.history);
      pdf.table(
        [
          { label: p.historyColumns.change, width: 2 },
          { label: p.historyColumns.by, width: 2 },
          { label: p.historyColumns.at, width: 2.5 },
          { label: p.historyColumns.reason, width: 4 },
        ],
        detail.history.map((change) => ({
          cells: [
            changeWords[change.change] ?? change.change,
            change.byName,
            at(change.at),
            change.reason ?? "",
          ],
        })),
      );

      pdf.paragraph(p.route);
      pdf.route(
        route,
        route.length >= 2
          ? p.routeCaption(route.length, at(route[0]!.recordedAt), at(route.at(-1)!.recordedAt))
          : p.noRoute,
        { start: p.start, end: p.end },
      );
      return {
        fileName: `load-${detail.jobNumber}-${detail.loadNumber}-evidence.pdf`,
        pdf: await pdf.toBuffer(),
      };
    },
  };
}
