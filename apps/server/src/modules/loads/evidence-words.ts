import type { LoadChange, LoadStatus, QuantityUnit } from "@haulwise/domain";
import type { Wording } from "../../i18n/translator.js";

const statusKeys = {
  in_progress: "pdf.evidence.statusValue.in_progress",
  completed: "pdf.evidence.statusValue.completed",
  voided: "pdf.evidence.statusValue.voided",
} as const satisfies Record<LoadStatus, string>;

const unitKeys = {
  tons: "pdf.evidence.unit.tons",
  cubic_yards: "pdf.evidence.unit.cubic_yards",
  pounds: "pdf.evidence.unit.pounds",
} as const satisfies Record<QuantityUnit, string>;

const changeKeys = {
  recorded: "pdf.evidence.change.recorded",
  started: "pdf.evidence.change.started",
  completed: "pdf.evidence.change.completed",
  corrected: "pdf.evidence.change.corrected",
  voided: "pdf.evidence.change.voided",
  approved: "pdf.evidence.change.approved",
  sent_back: "pdf.evidence.change.sent_back",
  customer_approved: "pdf.evidence.change.customer_approved",
  customer_disputed: "pdf.evidence.change.customer_disputed",
} as const satisfies Record<LoadChange["change"], string>;

/**
 * The words of a load's evidence PDF in one person's language (the one who downloads it): in
 * English, word for word what `messages.pdf.evidence` says.
 */
export type EvidenceWords = ReturnType<typeof evidenceWords>;

export function evidenceWords({ t }: Wording) {
  return {
    title: t("pdf.evidence.title"),
    documentTitle: (loadNumber: number, job: string) =>
      t("pdf.evidence.documentTitle", { loadNumber, job }),
    footer: (company: string, loadNumber: number) =>
      t("pdf.evidence.footer", { company, loadNumber }),
    page: (n: number, of: number) => t("pdf.page", { n, of }),
    job: t("pdf.evidence.job"),
    load: t("pdf.evidence.load"),
    ticket: (number: string | null) =>
      number === null ? t("pdf.evidence.noTicket") : t("pdf.evidence.ticket", { number }),
    loadNumber: (n: number) => t("pdf.evidence.loadNumber", { n }),
    status: (status: LoadStatus) => t("pdf.evidence.status", { status: t(statusKeys[status]) }),
    quantity: (material: string | null, quantity: number | null, unit: QuantityUnit) =>
      t("pdf.evidence.quantity", {
        material: material ?? t("pdf.evidence.noMaterial"),
        quantity: quantity ?? "?",
        unit: t(unitKeys[unit]),
      }),
    hauled: t("pdf.evidence.hauled"),
    truck: (number: string | null) =>
      number === null ? t("pdf.evidence.noTruck") : t("pdf.evidence.truck", { number }),
    times: t("pdf.evidence.times"),
    timesNote: t("pdf.evidence.timesNote"),
    timeColumns: {
      event: t("pdf.evidence.timeColumns.event"),
      at: t("pdf.evidence.timeColumns.at"),
      source: t("pdf.evidence.timeColumns.source"),
    },
    startedOnTicket: t("pdf.evidence.startedOnTicket"),
    completedOnTicket: t("pdf.evidence.completedOnTicket"),
    atPit: t("pdf.evidence.atPit"),
    leftPit: t("pdf.evidence.leftPit"),
    atSite: t("pdf.evidence.atSite"),
    leftSite: t("pdf.evidence.leftSite"),
    fromTicket: t("pdf.evidence.fromTicket"),
    fromGps: t("pdf.evidence.fromGps"),
    noCycle: t("pdf.evidence.noCycle"),
    history: t("pdf.evidence.history"),
    historyColumns: {
      change: t("pdf.evidence.historyColumns.change"),
      by: t("pdf.evidence.historyColumns.by"),
      at: t("pdf.evidence.historyColumns.at"),
      reason: t("pdf.evidence.historyColumns.reason"),
    },
    change: (change: LoadChange["change"]) => t(changeKeys[change]),
    route: t("pdf.evidence.route"),
    routeCaption: (points: number, from: string, to: string) =>
      t("pdf.evidence.routeCaption", { points, from, to }),
    noRoute: t("pdf.evidence.noRoute"),
    start: t("pdf.evidence.start"),
    end: t("pdf.evidence.end"),
    photo: (has: boolean) => (has ? t("pdf.evidence.photo") : t("pdf.evidence.noPhoto")),
    photoCaption: (loadNumber: number) => t("pdf.evidence.photoCaption", { loadNumber }),
    signature: t("pdf.evidence.signature"),
    signedBy: (name: string, at: string) => t("pdf.evidence.signedBy", { name, at }),
    noSignature: t("pdf.evidence.noSignature"),
    timeZone: (zone: string) => t("pdf.evidence.timeZone", { zone }),
  };
}

/**
 * The words of a job's day of evidence (its cover) in one person's language: in English, word
 * for word what `messages.pdf.dayEvidence` says.
 */
export type DayEvidenceWords = ReturnType<typeof dayEvidenceWords>;

export function dayEvidenceWords({ t }: Wording) {
  return {
    title: t("pdf.dayEvidence.title"),
    documentTitle: (day: string, job: string) => t("pdf.dayEvidence.documentTitle", { day, job }),
    footer: (company: string, day: string) => t("pdf.dayEvidence.footer", { company, day }),
    job: t("pdf.dayEvidence.job"),
    day: t("pdf.dayEvidence.day"),
    dayLine: (day: string, zone: string) => t("pdf.dayEvidence.dayLine", { day, zone }),
    delivered: t("pdf.dayEvidence.delivered"),
    loadsCount: (n: number) => t("pdf.dayEvidence.loadsCount", { n }),
    underWay: (n: number) => t("pdf.dayEvidence.underWay", { n }),
    tons: (tons: string) => t("pdf.dayEvidence.tons", { tons }),
    cubicYards: (yards: string) => t("pdf.dayEvidence.cubicYards", { yards }),
    customer: t("pdf.dayEvidence.customer"),
    approvedBy: (name: string, at: string) => t("pdf.dayEvidence.approvedBy", { name, at }),
    disputedBy: (name: string, at: string) => t("pdf.dayEvidence.disputedBy", { name, at }),
    customerSummary: (approved: number, disputed: number, total: number) =>
      t("pdf.dayEvidence.customerSummary", { approved, disputed, total }),
    noCustomerWord: t("pdf.dayEvidence.noCustomerWord"),
    loads: t("pdf.dayEvidence.loads"),
    columns: {
      load: t("pdf.dayEvidence.columns.load"),
      ticket: t("pdf.dayEvidence.columns.ticket"),
      driver: t("pdf.dayEvidence.columns.driver"),
      truck: t("pdf.dayEvidence.columns.truck"),
      quantity: t("pdf.dayEvidence.columns.quantity"),
      delivered: t("pdf.dayEvidence.columns.delivered"),
      customer: t("pdf.dayEvidence.columns.customer"),
    },
    quantity: (quantity: number, unit: QuantityUnit) => `${quantity} ${t(unitKeys[unit])}`,
    noTicket: t("pdf.dayEvidence.noTicket"),
    notDelivered: t("pdf.dayEvidence.notDelivered"),
    route: t("pdf.dayEvidence.route"),
    routeCaption: (points: number, drivers: number) =>
      t("pdf.dayEvidence.routeCaption", { points, drivers }),
    noRoute: t("pdf.dayEvidence.noRoute"),
    loadHeading: (loadNumber: number) => t("pdf.dayEvidence.loadHeading", { loadNumber }),
  };
}
