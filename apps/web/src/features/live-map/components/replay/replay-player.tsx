import {
  type Basemap,
  type FoundStop,
  messages,
  type ReplayDay,
  replayStops,
  replayTotals,
  speedSeries,
  trackOf,
} from "@haulwise/domain";
import { useEffect, useMemo, useRef, useState } from "react";
import { RetryButton } from "@/components/retry-button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDarkMode } from "@/hooks/use-dark-mode";
import { t, translateMessage } from "@/lib/i18n";
import { useMapConfig } from "../../api/get-map-config";
import type { ReplayEngine } from "../../map/replay-engine";
import { BasemapNotice } from "../basemap-notice";
import { MapLoadingStatus } from "../map-loading";
import { type DayView, type PlayerHandlers, ReplayControls } from "./replay-controls";

const OUTLINES: Basemap = { kind: "outlines" };
const loadEngine = () => import("../../map/replay-engine");

/** What a day (or a load's stretch of it) shows, worked out once from its fixes. */
function viewOf(day: ReplayDay, stretch: { from: number; to: number } | null): DayView {
  const track = trackOf(day.fixes, stretch ?? undefined);
  const stops = replayStops(track);
  const start = track.length > 0 ? track.t[0]! : Date.parse(day.from);
  return {
    day,
    track,
    stops,
    totals: replayTotals(track, stops),
    series: speedSeries(track),
    fences: day.sites.map((site) => ({ id: site.id, label: site.name, geometry: site.geometry })),
    start,
    end: track.length > 0 ? track.t[track.length - 1]! : start,
  };
}

type EngineState =
  | { status: "loading" }
  | { status: "ready"; engine: ReplayEngine }
  | { status: "error" };

/**
 * A day (or a load's stretch of it) played back. The map is made as the screen opens, while
 * the day is still on its way; the day's controls (ReplayControls) draw on it once it comes.
 * `data-replay-ready` turns "true" once the shown day is on the map.
 */
export function ReplayPlayer({
  day,
  stretch,
  label,
}: {
  /** Null while the day is being read. */
  day: ReplayDay | null;
  /** One load's stretch (ms); the whole day without it. */
  stretch?: { from: number; to: number } | null;
  label: string;
}) {
  const section = useRef<HTMLElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const dark = useDarkMode();
  const initialDark = useRef(dark);
  const [engineState, setEngineState] = useState<EngineState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [streetsFailed, setStreetsFailed] = useState(false);
  const mapConfig = useMapConfig();
  const view = useMemo(() => (day ? viewOf(day, stretch ?? null) : null), [day, stretch]);
  const basemap = mapConfig.isPending ? null : (mapConfig.data?.basemap ?? OUTLINES);
  // What the map's stop markers and drags reach: the controls of the day shown, once it is.
  const handlers = useRef<PlayerHandlers>({
    describeStop: () => "",
    onSeek: () => {},
    onPersonMoved: () => {},
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry (attempt) loads the map again.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let made: ReplayEngine | null = null;
    setEngineState({ status: "loading" });
    loadEngine()
      .then((module) => {
        if (cancelled) return;
        made = module.createReplayEngine({
          container: element,
          dark: initialDark.current,
          describeStop: (stop: FoundStop) => handlers.current.describeStop(stop),
          onSeek: (moment) => handlers.current.onSeek(moment),
          onPersonMoved: () => handlers.current.onPersonMoved(),
          onBasemapFailed: () => setStreetsFailed(true),
        });
        setEngineState({ status: "ready", engine: made });
      })
      .catch((cause: unknown) => {
        console.error("The map could not be loaded", cause);
        if (!cancelled) setEngineState({ status: "error" });
      });
    return () => {
      cancelled = true;
      made?.destroy();
    };
  }, [attempt]);

  const engine = engineState.status === "ready" ? engineState.engine : null;
  useEffect(() => {
    if (basemap) engine?.setBasemap(basemap);
  }, [engine, basemap]);
  useEffect(() => engine?.setDark(dark), [engine, dark]);

  return (
    <section ref={section} aria-label={label} className="grid gap-4" data-replay-ready="false">
      <div className="relative isolate h-[min(60svh,32rem)] min-h-[320px] overflow-hidden rounded-xl border bg-muted">
        <div
          ref={container}
          role="application"
          aria-roledescription="map"
          aria-label={t("map.application", {
            label: day ? t("replay.mapLabel", { name: day.driverName }) : label,
          })}
          className="absolute inset-0 z-0"
        />
        {engineState.status === "loading" || (engine && !day) ? <MapLoadingStatus /> : null}
        {engineState.status === "error" ? (
          <div
            role="alert"
            className="absolute inset-0 z-[1100] flex flex-col items-center justify-center gap-3 bg-muted p-6 text-center"
          >
            <p className="font-semibold">{translateMessage(messages.tracking.errorLoadingMap)}</p>
            <RetryButton size="sm" onRetry={() => setAttempt((n) => n + 1)} />
          </div>
        ) : null}
        {view && view.track.length === 0 ? (
          <p className="absolute inset-x-4 top-4 z-[1000] mx-auto w-fit rounded-md bg-background/95 px-3 py-2 text-sm shadow-md">
            {stretch ? t("replay.loadWindowEmpty") : t("replay.empty")}
          </p>
        ) : null}
      </div>
      <BasemapNotice basemap={mapConfig.data?.basemap ?? null} streetsFailed={streetsFailed} />
      {view ? (
        <ReplayControls
          key={`${view.day.driverId}-${view.day.date}-${stretch?.from ?? ""}`}
          view={view}
          engine={engine}
          handlers={handlers}
          section={section}
        />
      ) : (
        <Skeleton className="h-40 w-full rounded-xl" />
      )}
    </section>
  );
}
