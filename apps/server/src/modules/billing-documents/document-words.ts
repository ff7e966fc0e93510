import { type LineUnit, lineQuantityKeys, type PayeeKind } from "@haulwise/domain";
import type { Wording } from "../../i18n/translator.js";

const perKeys = {
  load: "pdf.billing.per.load",
  ton: "pdf.billing.per.ton",
  cubic_yard: "pdf.billing.per.cubic_yard",
  hour: "pdf.billing.per.hour",
  percent: "pdf.billing.per.percent",
} as const satisfies Record<LineUnit, string>;

const payeeKindKeys = {
  driver: "messages.pay.payeeKinds.driver",
  truck: "messages.pay.payeeKinds.truck",
} as const satisfies Record<PayeeKind, string>;

// One formatter per locale for every date printed: toLocaleDateString builds a new one per
// call, which was most of the time an invoice of thousands of lines took to render.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatOf(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    dayFormats.set(locale, format);
  }
  return format;
}

/** "Mar 2, 2026" (es-US: "2 mar 2026") from a calendar day, whatever the server's own zone. */
export function printedDayIn(locale: string, day: string): string {
  return dayFormatOf(locale).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The words of an invoice and a pay statement PDF in one language (the one of who downloads
 * it): in English, word for word what `messages.pdf` says. Figures stay as the specification
 * writes them ($1,234.50, 12.37), the same in es-US; dates follow the locale.
 */
export type DocumentWords = ReturnType<typeof documentWords>;

export function documentWords({ t, locale }: Pick<Wording, "t" | "locale">) {
  return {
    day: (day: string) => printedDayIn(locale, day),
    invoice: t("messages.pdf.invoice"),
    payStatement: t("messages.pdf.payStatement"),
    issuedOn: t("messages.pdf.issuedOn"),
    dueOn: t("messages.pdf.dueOn"),
    terms: t("messages.pdf.terms"),
    termsLabel: (days: number) => t("messages.customers.termsLabel", { days }),
    billTo: t("messages.pdf.billTo"),
    payTo: t("messages.pdf.payTo"),
    period: t("messages.pdf.period"),
    draft: t("messages.pdf.draft"),
    draftStatement: t("messages.pdf.draftStatement"),
    void: (reason: string) => t("messages.pdf.void", { reason }),
    paid: (on: string) => t("messages.pdf.paid", { on }),
    job: (title: string, number: string) => t("messages.pdf.job", { title, number }),
    purchaseOrder: (po: string) => t("messages.pdf.purchaseOrder", { po }),
    material: (name: string) => t("messages.pdf.material", { name }),
    noMaterial: t("messages.pdf.noMaterial"),
    columns: {
      delivered: t("messages.pdf.columns.delivered"),
      job: t("pdf.billing.columns.job"),
      load: t("messages.pdf.columns.load"),
      ticket: t("messages.pdf.columns.ticket"),
      truck: t("messages.pdf.columns.truck"),
      driver: t("messages.pdf.columns.driver"),
      quantity: t("messages.pdf.columns.quantity"),
      rate: t("messages.pdf.columns.rate"),
      share: t("messages.pdf.columns.share"),
      amount: t("messages.pdf.columns.amount"),
    },
    groupSubtotal: t("messages.pdf.groupSubtotal"),
    subtotal: t("messages.pdf.subtotal"),
    fuelSurcharge: (percent: string, base: string) =>
      t("messages.pdf.fuelSurcharge", { percent, base }),
    total: t("messages.pdf.total"),
    gross: t("messages.pdf.gross"),
    net: t("messages.pdf.net"),
    page: (n: number, of: number) => t("pdf.page", { n, of }),
    hoursLine: (driver: string) => t("messages.pdf.hoursLine", { driver }),
    /** "12.37 tons", "8 hours": `amount` as printed, `count` for the plural. */
    quantity: (unit: LineUnit, amount: string, count: number) =>
      t(lineQuantityKeys[unit], { amount, count }),
    /** "ton" in "$14.25 / ton". */
    per: (unit: LineUnit) => t(perKeys[unit]),
    payeeKind: (kind: PayeeKind) => t(payeeKindKeys[kind]),
  };
}
