import type { FoundStop, ReplayTotals, ReplayVisit } from "@haulwise/domain";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { distanceWords, durationWords } from "./replay-words";
import { minutesOf } from "./time-of-day";

/**
 * Under the replay: the totals, the stops (each plays from its start) and the site visits
 * counted that day; the words for what the map draws on a canvas.
 */
export function ReplaySummary({
  totals,
  stops,
  visits,
  from,
  to,
  timeOf,
  onSeek,
}: {
  totals: ReplayTotals;
  stops: readonly FoundStop[];
  visits: readonly ReplayVisit[];
  /** The stretch played (ms): visits outside it are left out. */
  from: number;
  to: number;
  timeOf(t: number): string;
  onSeek(t: number): void;
}) {
  const shownVisits = visits.filter(
    (visit) =>
      Date.parse(visit.arrivedAt) <= to &&
      (visit.departedAt === null || Date.parse(visit.departedAt) >= from),
  );
  const at = (moment: number) => minutesOf(timeOf(moment));
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <section aria-labelledby="replay-totals" className="grid content-start gap-2 text-sm">
        <h2 id="replay-totals" className="font-semibold">
          {t("replay.totalsHeading")}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{t("replay.distance")}</dt>
          <dd data-testid="replay-distance">{distanceWords(totals.distanceMetres)}</dd>
          <dt className="text-muted-foreground">{t("replay.moving")}</dt>
          <dd data-testid="replay-moving">{durationWords(totals.movingMs)}</dd>
          <dt className="text-muted-foreground">{t("replay.stopped")}</dt>
          <dd data-testid="replay-stopped">{durationWords(totals.stoppedMs)}</dd>
          {totals.unseenMs > 0 ? (
            <>
              <dt className="text-muted-foreground">{t("replay.unseen")}</dt>
              <dd>{durationWords(totals.unseenMs)}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="replay-stops" className="grid content-start gap-2 text-sm">
        <h2 id="replay-stops" className="font-semibold">
          {t("replay.stopsHeading")}
        </h2>
        {stops.length === 0 ? (
          <p className="text-muted-foreground">{t("replay.noStops")}</p>
        ) : (
          <ul className="grid gap-1">
            {stops.map((stop) => (
              <li key={stop.startedAt}>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-auto w-full justify-start px-2 py-1 text-left font-normal"
                  aria-label={t("replay.jumpToStop", { from: at(stop.startedAt) })}
                  onClick={() => onSeek(stop.startedAt)}
                >
                  {t("replay.stopLine", {
                    from: at(stop.startedAt),
                    to: at(stop.endedAt),
                    duration: durationWords(stop.endedAt - stop.startedAt),
                  })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="replay-visits" className="grid content-start gap-2 text-sm">
        <h2 id="replay-visits" className="font-semibold">
          {t("replay.visitsHeading")}
        </h2>
        {shownVisits.length === 0 ? (
          <p className="text-muted-foreground">{t("replay.noVisits")}</p>
        ) : (
          <ul className="grid gap-1">
            {shownVisits.map((visit) => {
              const arrived = Date.parse(visit.arrivedAt);
              return (
                <li key={`${visit.siteId}-${visit.arrivedAt}`}>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="h-auto w-full justify-start px-2 py-1 text-left font-normal"
                    onClick={() => onSeek(arrived)}
                  >
                    {visit.departedAt === null
                      ? t("replay.visitLineOpen", { site: visit.siteName, from: at(arrived) })
                      : t("replay.visitLine", {
                          site: visit.siteName,
                          from: at(arrived),
                          to: at(Date.parse(visit.departedAt)),
                        })}
                    {visit.inferred ? (
                      <span className="text-muted-foreground"> ({t("replay.inferred")})</span>
                    ) : null}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
