import type { Readable } from "node:stream";
import { haulTotals, type LoadChange } from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import type { Translator } from "../../i18n/translator.js";
import { createPdf } from "../../pdf/pdf-document.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import {
  drawLoadEvidence,
  type EvidenceDeps,
  instantsIn,
  type LoadFacts,
  loadFactsOf,
  ROUTE_POINTS_MAX,
  type RoutePoint,
  type RouteReader,
} from "./evidence-sections.js";
import { dayEvidenceWords, evidenceWords } from "./evidence-words.js";
import type { LoadsService } from "./loads.service.js";

export type { RouteReader } from "./evidence-sections.js";

export type LoadEvidence = ReturnType<typeof createLoadEvidence>;

/** A driver's fixes read for one day's route at most (a fix a second for 14 hours). */
const DAY_READ_MAX = 50_000;

/** At most `max` of the points, evenly spread, keeping the first and the last. */
function thinned<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, index) => points[Math.round(index * step)]!);
}

/** The customer's last word on a load through a share link, if any. */
function customerWordOf(history: readonly LoadChange[]) {
  return history.findLast(
    (change) => change.change === "customer_approved" || change.change === "customer_disputed",
  );
}

/**
 * The evidence a contractor sends when a ticket is disputed: one PDF per load (the ticket, who
 * recorded and changed it and when, the times at the pit and the site counted from GPS, the
 * route drawn from the driver's fixes), and one per day of a job (a cover with the day's loads,
 * tonnage and the customer's word, one route map of the day, then each load's evidence).
 * Whoever may see a load may print it, in the language of who prints it.
 */
export function createLoadEvidence(
  deps: EvidenceDeps & {
    loads: Pick<LoadsService, "jobDayLoads">;
    companies: Pick<CompaniesService, "findCompany" | "timeZoneOf">;
    routeOf?: RouteReader;
    translator: Pick<Translator, "wordingFor">;
    profiles: Pick<ProfilesService, "languageOf">;
  },
) {
  const { loads, companies, routeOf, translator, profiles } = deps;

  return {
    /** The load's evidence as a PDF, for the load's contractors and its driver. */
    async pdf(actor: Actor, loadId: string): Promise<{ fileName: string; pdf: Buffer }> {
      const facts = await loadFactsOf(deps, actor, loadId);
      const { detail, routeWindow } = facts;
      const [company, timeZone, language] = await Promise.all([
        companies.findCompany(facts.companyId),
        companies.timeZoneOf(facts.companyId),
        profiles.languageOf(actor.userId),
      ]);
      const wording = translator.wordingFor(language);
      const p = evidenceWords(wording);
      const at = instantsIn(timeZone, wording.locale);
      const route =
        routeOf && detail.driverId && routeWindow
          ? await routeOf(detail.driverId, routeWindow.from, routeWindow.to, ROUTE_POINTS_MAX)
          : [];

      const companyName = company?.name ?? detail.jobTitle;
      const pdf = await createPdf({
        title: p.title,
        letterhead: { name: companyName, lines: [], logoPng: null },
        footer: p.footer(companyName, detail.loadNumber),
        pageLabel: p.page,
        documentTitle: p.documentTitle(detail.loadNumber, detail.jobTitle),
      });
      await drawLoadEvidence(deps, pdf, actor, facts, at, timeZone, p);
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

    /**
     * One day of a job (`day` in the company's calendar) as one PDF, streamed as it is drawn:
     * for the job's contractors every load of the day, for a driver their own. Who may not
     * read the job, or a day without loads, gets its 404 before anything is sent.
     */
    async dayPdf(
      actor: Actor,
      jobId: string,
      day: string,
    ): Promise<{ fileName: string; stream: Readable }> {
      const [{ job, timeZone, loadIds }, language] = await Promise.all([
        loads.jobDayLoads(actor, jobId, day),
        profiles.languageOf(actor.userId),
      ]);
      const wording = translator.wordingFor(language);
      const p = evidenceWords(wording);
      const d = dayEvidenceWords(wording);
      const at = instantsIn(timeZone, wording.locale);
      // The facts are small (no images): read them all first, for the cover and the route.
      const facts: LoadFacts[] = [];
      for (const loadId of loadIds) facts.push(await loadFactsOf(deps, actor, loadId));
      const company = await companies.findCompany(job.companyId);
      const companyName = company?.name ?? job.companyName;
      const pdf = await createPdf({
        title: d.title,
        letterhead: { name: companyName, lines: [], logoPng: null },
        footer: d.footer(companyName, day),
        pageLabel: p.page,
        documentTitle: d.documentTitle(day, job.title),
      });

      const draw = async () => {
        const delivered = facts.filter((fact) => fact.detail.status === "completed");
        const totals = haulTotals(
          delivered.map(({ detail }) => ({ quantity: detail.quantity, unit: detail.quantityUnit })),
        );
        const words = facts.map(({ detail }) => customerWordOf(detail.history));
        const approved = words.filter((word) => word?.change === "customer_approved").length;
        const disputed = words.filter((word) => word?.change === "customer_disputed").length;
        pdf.blocks([
          { label: d.job, lines: [job.title, job.jobNumber] },
          { label: d.day, lines: [d.dayLine(day, timeZone)] },
          {
            label: d.delivered,
            lines: [
              d.loadsCount(totals.totalLoads),
              d.tons(totals.totalTons.toFixed(2)),
              ...(totals.totalCubicYards > 0
                ? [d.cubicYards(totals.totalCubicYards.toFixed(2))]
                : []),
              ...(facts.length > delivered.length
                ? [d.underWay(facts.length - delivered.length)]
                : []),
            ],
          },
        ]);
        pdf.paragraph(
          approved + disputed > 0
            ? `${d.customer}. ${d.customerSummary(approved, disputed, facts.length)}`
            : `${d.customer}. ${d.noCustomerWord}`,
        );
        pdf.paragraph(d.loads);
        pdf.table(
          [
            { label: d.columns.load, width: 1 },
            { label: d.columns.ticket, width: 1.6 },
            { label: d.columns.driver, width: 2.2 },
            { label: d.columns.truck, width: 1 },
            { label: d.columns.quantity, width: 1.6, align: "right" },
            { label: d.columns.delivered, width: 2.6 },
            { label: d.columns.customer, width: 4.4 },
          ],
          facts.map(({ detail, truckNumber }, index) => {
            const word = words[index];
            return {
              cells: [
                `#${detail.loadNumber}`,
                detail.ticketNumber ?? d.noTicket,
                detail.driverName,
                truckNumber ?? "",
                detail.quantity === null ? "" : d.quantity(detail.quantity, detail.quantityUnit),
                detail.completedAt ? at(detail.completedAt) : d.notDelivered,
                !word
                  ? ""
                  : word.change === "customer_approved"
                    ? d.approvedBy(word.byName, at(word.at))
                    : d.disputedBy(word.byName, at(word.at)),
              ],
            };
          }),
        );

        const tracks = await dayRoutes(facts);
        const points = tracks.reduce((sum, track) => sum + track.length, 0);
        pdf.paragraph(d.route);
        pdf.routes(tracks, points >= 2 ? d.routeCaption(points, tracks.length) : d.noRoute, {
          start: p.start,
          end: p.end,
        });

        for (const fact of facts) {
          pdf.section(d.loadHeading(fact.detail.loadNumber));
          await drawLoadEvidence(deps, pdf, actor, fact, at, timeZone, p);
        }
      };
      return {
        fileName: `job-${job.jobNumber}-${day}-evidence.pdf`,
        stream: pdf.toStream(draw),
      };
    },
  };

  /**
   * Each driver's fixes over their loads of the day, from the first load's route window to
   * the last's; the route points shared out between the drivers.
   */
  async function dayRoutes(facts: readonly LoadFacts[]): Promise<RoutePoint[][]> {
    if (!routeOf) return [];
    const windows = new Map<string, { from: string; to: string }>();
    for (const { detail, routeWindow } of facts) {
      if (!detail.driverId || !routeWindow) continue;
      const known = windows.get(detail.driverId);
      windows.set(detail.driverId, {
        from: known && known.from < routeWindow.from ? known.from : routeWindow.from,
        to: known && known.to > routeWindow.to ? known.to : routeWindow.to,
      });
    }
    const each = Math.max(2, Math.floor(ROUTE_POINTS_MAX / Math.max(1, windows.size)));
    const tracks: RoutePoint[][] = [];
    for (const [driverId, window] of windows) {
      const track = thinned(await routeOf(driverId, window.from, window.to, DAY_READ_MAX), each);
      if (track.length >= 2) tracks.push(track);
    }
    return tracks;
  }
}
