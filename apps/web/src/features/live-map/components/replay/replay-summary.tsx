import { type FoundStop, messages, type ReplayTotals, type ReplayVisit } from "@haulwise/domain";
import { Button } from "@/components/ui/button";
import { minutesOf } from "./time-of-day";

const m = messages.replay;

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
  const at = (t: number) => minutesOf(timeOf(t));
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <section aria-labelledby="replay-totals" className="grid content-start gap-2 text-sm">
        <h2 id="replay-totals" className="font-semibold">
          {m.totalsHeading}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{m.distance}</dt>
          <dd data-testid="replay-distance">{m.distanceValue(totals.distanceMetres)}</dd>
          <dt className="text-muted-foreground">{m.moving}</dt>
          <dd data-testid="replay-moving">{m.duration(totals.movingMs)}</dd>
          <dt className="text-muted-foreground">{m.stopped}</dt>
          <dd data-testid="replay-stopped">{m.duration(totals.stoppedMs)}</dd>
          {totals.unseenMs > 0 ? (
            <>
              <dt className="text-muted-foreground">{m.unseen}</dt>
              <dd>{m.duration(totals.unseenMs)}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="replay-stops" className="grid content-start gap-2 text-sm">
        <h2 id="replay-stops" className="font-semibold">
          {m.stopsHeading}
        </h2>
        {stops.length === 0 ? (
          <p className="text-muted-foreground">{m.noStops}</p>
        ) : (
          <ul className="grid gap-1">
            {stops.map((stop) => (
              <li key={stop.startedAt}>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-auto w-full justify-start px-2 py-1 text-left font-normal"
                  aria-label={m.jumpToStop(at(stop.startedAt))}
                  onClick={() => onSeek(stop.startedAt)}
                >
                  {m.stopLine(at(stop.startedAt), at(stop.endedAt), stop.endedAt - stop.startedAt)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="replay-visits" className="grid content-start gap-2 text-sm">
        <h2 id="replay-visits" className="font-semibold">
          {m.visitsHeading}
        </h2>
        {shownVisits.length === 0 ? (
          <p className="text-muted-foreground">{m.noVisits}</p>
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
                    {m.visitLine(
                      visit.siteName,
                      at(arrived),
                      visit.departedAt === null ? null : at(Date.parse(visit.departedAt)),
                    )}
                    {visit.inferred ? (
                      <span className="text-muted-foreground"> ({m.inferred})</span>
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
