import { type HaulTotals, jobLabelOf, type LoadRow, messages } from "@haulwise/domain";
import { Button } from "@/components/ui/button";
import { formatTimeInZone, localQuantity } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";

const zeroTotals: HaulTotals = { totalLoads: 0, totalTons: 0, totalCubicYards: 0 };

/**
 * The Daily Load Summary table (spec part 2 §2): Driver, Job, Material, Quantity, Completed
 * At, with the specification's captions and fallbacks, and totals of loads and tons below
 * (cubic yards apart: a volume never adds to a weight).
 */
export function LoadSummaryTable({
  loads,
  totals,
  timeZone,
  onOpenLoad,
}: {
  /** Undefined while loading. */
  loads: LoadRow[] | undefined;
  totals: HaulTotals | undefined;
  timeZone: string | undefined;
  onOpenLoad?: (load: LoadRow) => void;
}) {
  const caption =
    loads === undefined
      ? translateMessage(messages.loads.loading)
      : loads.length === 0
        ? translateMessage(messages.loads.noneFound)
        : null;
  const sums = totals ?? zeroTotals;
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
    <section className="overflow-x-auto" tabIndex={0} aria-label={t("loads.summary.table")}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        {caption ? (
          <caption className="caption-bottom py-6 text-muted-foreground">{caption}</caption>
        ) : (
          <caption className="sr-only">{t("loads.summary.caption")}</caption>
        )}
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("jobs.drivers.driver")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("jobs.table.job")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("loads.form.material")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("loads.quantity")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("loads.detail.completedAt")}
            </th>
            {onOpenLoad ? (
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t("loads.summary.loadDetails")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y">
          {(loads ?? []).map((load) => (
            <tr key={load.id}>
              <td className="py-2 pr-4">{load.driverName}</td>
              <td className="py-2 pr-4">{jobLabelOf(load.jobTitle, load.jobNumber)}</td>
              <td className="py-2 pr-4">{load.materialType || t("loads.mine.noMaterial")}</td>
              <td className="py-2 pr-4 text-right tabular-nums">
                {localQuantity(load.quantity, load.quantityUnit)}
              </td>
              <td className="py-2 pr-4">
                {load.completedAt ? (
                  <time dateTime={load.completedAt}>
                    {formatTimeInZone(load.completedAt, timeZone)}
                  </time>
                ) : (
                  t("loads.mine.noMaterial")
                )}
              </td>
              {onOpenLoad ? (
                <td className="py-1 text-right">
                  <Button variant="ghost" size="sm" onClick={() => onOpenLoad(load)}>
                    {t("loads.mine.details")}
                    <span className="sr-only">
                      {t("loads.mine.detailsWhich", { n: load.loadNumber })}
                    </span>
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        {loads !== undefined ? (
          <tfoot className="border-t font-medium">
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-4 text-left">
                {t("loads.summary.total", { count: sums.totalLoads })}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">
                {localQuantity(sums.totalTons, "tons")}
                {sums.totalCubicYards > 0 ? (
                  <span className="block text-muted-foreground">
                    {localQuantity(sums.totalCubicYards, "cubic_yards")}
                  </span>
                ) : null}
              </td>
              <td colSpan={onOpenLoad ? 2 : 1} />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
