import { messages, type Site } from "@haulwise/domain";
import { Link } from "react-router";
import { formatTime } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { useDriverStops } from "../api/get-driver-stops";

const m = messages.siteScreens;

/** A stop's circle: the spread of its fixes with room for the truck to turn, at least 50 m. */
const radiusOf = (spread: number) => Math.max(50, Math.round(spread + 25));

/**
 * Where the chosen driver stayed today, under the map: each stop with its times, the site it
 * lies in, or "Make a site here", which opens the Sites page with a circle drawn around it.
 * Works with no street map: the stop is where the truck stood.
 */
export function DriverStops({
  driverId,
  name,
  sites,
}: {
  driverId: string;
  name: string;
  sites: readonly Site[];
}) {
  const stops = useDriverStops(driverId);
  const list = stops.data?.driverId === driverId ? stops.data.stops : [];
  if (list.length === 0) return null;
  const siteName = (id: string | null) => sites.find((site) => site.id === id)?.name ?? null;
  return (
    <section aria-labelledby={`stops-${driverId}`} className="grid gap-2 text-sm">
      <h3 id={`stops-${driverId}`} className="font-medium">
        {t("map.stops.heading", { name })}
      </h3>
      <ul className="divide-y rounded-lg border">
        {list.map((stop) => {
          const at = siteName(stop.siteId);
          const line = () =>
            t("map.stops.line", {
              from: formatTime(stop.startedAt),
              to: formatTime(stop.endedAt),
              minutes,
            });
          const minutes = Math.max(
            1,
            Math.round((Date.parse(stop.endedAt) - Date.parse(stop.startedAt)) / 60_000),
          );
          const params = new URLSearchParams({
            lat: String(stop.latitude),
            lon: String(stop.longitude),
            radius: String(radiusOf(stop.radiusMetres)),
            name: t("map.stops.siteName", { name, at: formatTime(stop.startedAt) }),
          });
          return (
            <li
              key={stop.startedAt}
              className="flex flex-wrap items-center justify-between gap-2 p-2"
            >
              <span>
                {line()}
                {at ? (
                  <span className="text-muted-foreground">
                    {" "}
                    · {t("map.stops.atSite", { site: at })}
                  </span>
                ) : null}
              </span>
              {at ? null : (
                <Link
                  to={`/sites?${params}`}
                  className="font-medium text-primary underline underline-offset-2"
                >
                  {translateMessage(m.makeSiteHere)} <span className="sr-only">{line()}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
