import { useMemo } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-error";
import { t } from "@/lib/i18n";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { driverReplayQueryOptions, useDriverReplay } from "../api/get-driver-replay";
import { mapConfigQueryOptions } from "../api/get-map-config";
import { ReplayPlayer } from "../components/replay/replay-player";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayChoiceOf = (search: URLSearchParams) => {
  const date = search.get("date");
  return { date: date && DAY.test(date) ? date : undefined, at: search.get("at") ?? undefined };
};

/**
 * Entering the screen starts its waits at once: the day's fixes, how the server draws maps,
 * and the map's code (Leaflet), which the player turns into a map while the day arrives.
 */
export const prefetch: ScreenPrefetch = (queryClient, url) => {
  const driverId = decodeURIComponent(url.pathname.split("/")[2] ?? "");
  if (driverId)
    void queryClient.prefetchQuery(
      driverReplayQueryOptions(driverId, dayChoiceOf(url.searchParams)),
    );
  void queryClient.prefetchQuery(mapConfigQueryOptions);
  void import("../map/replay-engine").catch(() => {});
};

const instant = (text: string | null) => {
  const parsed = text === null ? Number.NaN : Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
};

/**
 * /replay/{driverId}: a driver's day played back, for the driver or their contractor. `date`
 * picks the day; a load's link gives `at` (its start), `from` and `to` (its stretch) and
 * `load` (its number), and the whole day is one click away.
 */
export function ReplayRoute() {
  const { driverId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const date = search.get("date");
  const loadNumber = Number(search.get("load"));
  const from = instant(search.get("from"));
  const to = instant(search.get("to"));
  const stretch = useMemo(
    () => (from !== null && to !== null && from <= to ? { from, to } : null),
    [from, to],
  );
  const replay = useDriverReplay(driverId, dayChoiceOf(search));
  const day = replay.data;
  const name = day?.driverName ?? "";
  const title = !day
    ? t("replay.replay")
    : stretch && loadNumber > 0
      ? t("replay.loadTitle", { name, loadNumber })
      : t("replay.title", { name });

  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={t("replay.description")} />
      <div className="flex flex-wrap items-end gap-4">
        <Field id="replay-day" label={t("replay.dayLabel")} className="w-44">
          <Input
            id="replay-day"
            type="date"
            value={day?.date ?? (date && DAY.test(date) ? date : "")}
            onChange={(event) => {
              if (DAY.test(event.target.value)) setSearch({ date: event.target.value });
            }}
          />
        </Field>
        {stretch && day ? (
          <Link
            to={`?date=${day.date}`}
            className="pb-2 text-sm font-medium text-primary underline underline-offset-2"
          >
            {t("replay.wholeDay")}
          </Link>
        ) : null}
      </div>
      {replay.isError ? (
        <QueryError
          message={errorMessage(replay.error, t("replay.failed"))}
          onRetry={() => replay.refetch()}
        />
      ) : (
        <ReplayPlayer day={day ?? null} stretch={stretch} label={title} />
      )}
    </div>
  );
}
