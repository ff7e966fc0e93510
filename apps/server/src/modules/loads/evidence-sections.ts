import type { LoadDetail } from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import type { PdfBuilder } from "../../pdf/pdf-document.js";
import { printableImage } from "../../storage/images.js";
import type { CyclesService } from "../cycles/cycles.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import type { EvidenceWords } from "./evidence-words.js";
import type { LoadsService } from "./loads.service.js";

/** The most GPS positions one route draws. */
export const ROUTE_POINTS_MAX = 5_000;
/** Before the ticket's start (or delivery, without one), how much of the day the route shows. */
const ROUTE_LEAD_MS = 2 * 3_600_000;

export type RoutePoint = { latitude: number; longitude: number; recordedAt: string };
export type RouteReader = (
  driverId: string,
  from: string,
  to: string,
  limit: number,
) => Promise<RoutePoint[]>;

export type EvidenceDeps = {
  loads: Pick<LoadsService, "requireLoad" | "detail" | "signature" | "photo">;
  trucks: Pick<TrucksService, "trucksById">;
  cycles?: Pick<CyclesService, "cycleOfTicket">;
};

type Cycle = Awaited<ReturnType<CyclesService["cycleOfTicket"]>>;

/** What one load's evidence prints, read for an asker who may see the load. */
export type LoadFacts = {
  detail: LoadDetail;
  companyId: string;
  truckNumber: string | null;
  cycle: Cycle;
  /** The stretch of the day the route covers: the pit arrival (else the start) to the delivery. */
  routeWindow: { from: string; to: string } | null;
};

export async function loadFactsOf(
  deps: EvidenceDeps,
  actor: Actor,
  loadId: string,
): Promise<LoadFacts> {
  const { row } = await deps.loads.requireLoad(actor, loadId);
  const detail = await deps.loads.detail(actor, loadId);
  const fleet = row.truck_id
    ? await deps.trucks.trucksById(row.company_id, [row.truck_id])
    : new Map<string, { truck_number: string }>();
  const cycle =
    deps.cycles && detail.completedAt
      ? await deps.cycles.cycleOfTicket(detail.jobId, detail.id, detail.completedAt)
      : null;
  const end = cycle?.dump.departedAt ?? detail.completedAt;
  const start =
    cycle?.load.arrivedAt ??
    detail.startedAt ??
    (end ? new Date(Date.parse(end) - ROUTE_LEAD_MS).toISOString() : null);
  return {
    detail,
    companyId: row.company_id,
    truckNumber: row.truck_id ? (fleet.get(row.truck_id)?.truck_number ?? null) : null,
    cycle,
    routeWindow:
      start && end ? { from: start, to: new Date(Date.parse(end) + 1).toISOString() } : null,
  };
}

/**
 * Draws one load's evidence: the ticket, its times (from the ticket and counted from GPS), its
 * photo, the delivery signature and its whole history. The photo and the signature are read
 * here, one load at a time, so a day of loads never holds more than one image.
 */
export async function drawLoadEvidence(
  deps: EvidenceDeps,
  pdf: PdfBuilder,
  actor: Actor,
  facts: LoadFacts,
  at: (iso: string | null) => string,
  timeZone: string,
  p: EvidenceWords,
) {
  const { detail, cycle } = facts;
  pdf.blocks([
    { label: p.job, lines: [detail.jobTitle, detail.jobNumber] },
    {
      label: p.load,
      lines: [
        p.loadNumber(detail.loadNumber),
        p.ticket(detail.ticketNumber),
        p.status(detail.status),
        p.quantity(detail.materialType, detail.quantity, detail.quantityUnit),
        p.photo(detail.photoUrl !== null),
      ],
    },
    { label: p.hauled, lines: [detail.driverName, p.truck(facts.truckNumber)] },
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
    const file = await deps.loads.photo(actor, detail.id);
    const jpeg = await printableImage(Buffer.concat(await file.stream.toArray()));
    if (jpeg) pdf.image(jpeg, p.photoCaption(detail.loadNumber), 260);
  }

  pdf.paragraph(p.signature);
  if (detail.signature) {
    const file = await deps.loads.signature(actor, detail.id);
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
      cells: [p.change(change.change), change.byName, at(change.at), change.reason ?? ""],
    })),
  );
}

/** Instants written in the company's zone, in the reader's locale, as every evidence PDF prints them. */
export function instantsIn(timeZone: string, locale = "en-US") {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: "medium",
    timeStyle: "medium",
  });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : "");
}
