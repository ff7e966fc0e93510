import {
  type Basemap,
  type FoundStop,
  messages,
  positionAt,
  REPLAY,
  type ReplayDay,
  type ReplaySpeed,
  replayStops,
  replayTotals,
  speedSeries,
  trackOf,
} from "@haulwise/domain";
import { PauseIcon, PlayIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { RetryButton } from "@/components/retry-button";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useDarkMode } from "@/hooks/use-dark-mode";
import { t, translateMessage } from "@/lib/i18n";
import { useMapConfig } from "../../api/get-map-config";
import type { MapFence } from "../../map/fence-layer";
import type { ReplayEngine } from "../../map/replay-engine";
import { BasemapNotice } from "../basemap-notice";
import { MapLoadingStatus } from "../map-loading";
import { ReplaySummary } from "./replay-summary";
import { durationWords } from "./replay-words";
import { SpeedChart, type SpeedChartHandle } from "./speed-chart";
import { clockTimeIn } from "./time-of-day";

const OUTLINES: Basemap = { kind: "outlines" };
const loadEngine = () => import("../../map/replay-engine");

type EngineState =
  | { status: "loading" }
  | { status: "ready"; engine: ReplayEngine }
  | { status: "error" };

/**
 * A day (or a load's stretch of it) played back: the map with the route, stops and sites, the
 * truck moved each animation frame from a binary search over the fixes; play and pause,
 * speed, follow, a time slider and the speed chart. While it plays nothing renders in React:
 * the frame loop writes to the map, the slider and the clock directly.
 */
export function ReplayPlayer({
  day,
  stretch,
  label,
}: {
  day: ReplayDay;
  /** One load's stretch (ms); the whole day without it. */
  stretch?: { from: number; to: number } | null;
  label: string;
}) {
  const track = useMemo(() => trackOf(day.fixes, stretch ?? undefined), [day.fixes, stretch]);
  const stops = useMemo(() => replayStops(track), [track]);
  const totals = useMemo(() => replayTotals(track, stops), [track, stops]);
  const series = useMemo(() => speedSeries(track), [track]);
  const fences = useMemo<MapFence[]>(
    () => day.sites.map((site) => ({ id: site.id, label: site.name, geometry: site.geometry })),
    [day.sites],
  );
  const start = track.length > 0 ? track.t[0]! : Date.parse(day.from);
  const end = track.length > 0 ? track.t[track.length - 1]! : start;
  const timeOf = useMemo(() => clockTimeIn(day.timeZone), [day.timeZone]);

  const container = useRef<HTMLDivElement>(null);
  const slider = useRef<HTMLInputElement>(null);
  const clockText = useRef<HTMLOutputElement>(null);
  const chart = useRef<SpeedChartHandle>(null);
  const dark = useDarkMode();
  const initialDark = useRef(dark);
  const [engineState, setEngineState] = useState<EngineState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(10);
  const [follow, setFollow] = useState(false);
  const [streetsFailed, setStreetsFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const mapConfig = useMapConfig();
  const basemap = mapConfig.isPending ? null : (mapConfig.data?.basemap ?? OUTLINES);

  // What the frame loop reads: kept out of React state so a frame never renders.
  const live = useRef({
    t: start,
    speed,
    follow,
    playing: false,
    lastFrame: 0,
    shownSecond: Number.NaN,
  });
  live.current.speed = speed;
  live.current.follow = follow;
  const engine = engineState.status === "ready" ? engineState.engine : null;

  /** Puts the truck, the slider, the clock and the chart's cursor at the moment `t`. */
  const show = useRef((_t: number) => {});
  show.current = (moment: number) => {
    live.current.t = moment;
    const at = positionAt(track, moment);
    if (engine && at) engine.moveTruck(at.latitude, at.longitude, at.seen, live.current.follow);
    const second = Math.floor(moment / 1000);
    if (second !== live.current.shownSecond) {
      live.current.shownSecond = second;
      const text = timeOf(moment);
      if (slider.current) {
        slider.current.value = String(moment);
        slider.current.setAttribute("aria-valuetext", text);
      }
      if (clockText.current) {
        clockText.current.textContent =
          at && !at.seen && moment > start && moment < end
            ? `${text} · ${t("replay.unseen")}`
            : text;
      }
    }
    chart.current?.setCursor(moment);
  };

  /** Pausing stops the very next frame, before React has rendered the button again. */
  function setPlayback(next: boolean) {
    live.current.playing = next;
    setPlaying(next);
  }

  function seek(moment: number) {
    show.current(Math.min(end, Math.max(start, moment)));
  }

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
          describeStop: (stop: FoundStop) =>
            t("replay.stopMarker", {
              duration: durationWords(stop.endedAt - stop.startedAt),
              from: timeOf(stop.startedAt),
            }),
          onSeek: (moment) => show.current(moment),
          onPersonMoved: () => setFollow(false),
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

  useEffect(() => {
    if (basemap) engine?.setBasemap(basemap);
  }, [engine, basemap]);
  useEffect(() => engine?.setDark(dark), [engine, dark]);
  useEffect(() => {
    if (!engine) return;
    engine.setDay({ track, stops, fences });
    live.current.shownSecond = Number.NaN;
    show.current(start);
    setReady(true);
  }, [engine, track, stops, fences, start]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    live.current.lastFrame = performance.now();
    // Pressing play at the end starts again from the beginning.
    if (live.current.t >= end) show.current(start);
    const tick = (now: number) => {
      if (!live.current.playing) return;
      const elapsed = now - live.current.lastFrame;
      live.current.lastFrame = now;
      const next = Math.min(end, live.current.t + elapsed * live.current.speed * REPLAY.baseRate);
      show.current(next);
      if (next >= end) {
        live.current.playing = false;
        setPlaying(false);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, start, end]);

  // Following from a still map brings the truck into view at once.
  useEffect(() => {
    if (follow) show.current(live.current.t);
  }, [follow]);

  const empty = track.length === 0;

  return (
    <section aria-label={label} className="grid gap-4" data-replay-ready={ready ? "true" : "false"}>
      <div className="relative isolate h-[min(60svh,32rem)] min-h-[320px] overflow-hidden rounded-xl border bg-muted">
        <div
          ref={container}
          role="application"
          aria-roledescription="map"
          aria-label={t("map.application", {
            label: t("replay.mapLabel", { name: day.driverName }),
          })}
          className="absolute inset-0 z-0"
        />
        {engineState.status === "loading" ? <MapLoadingStatus /> : null}
        {engineState.status === "error" ? (
          <div
            role="alert"
            className="absolute inset-0 z-[1100] flex flex-col items-center justify-center gap-3 bg-muted p-6 text-center"
          >
            <p className="font-semibold">{translateMessage(messages.tracking.errorLoadingMap)}</p>
            <RetryButton size="sm" onRetry={() => setAttempt((n) => n + 1)} />
          </div>
        ) : null}
        {empty ? (
          <p className="absolute inset-x-4 top-4 z-[1000] mx-auto w-fit rounded-md bg-background/95 px-3 py-2 text-sm shadow-md">
            {stretch ? t("replay.loadWindowEmpty") : t("replay.empty")}
          </p>
        ) : null}
      </div>
      <BasemapNotice basemap={mapConfig.data?.basemap ?? null} streetsFailed={streetsFailed} />

      <div className="grid gap-3 rounded-xl border p-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            onClick={() => setPlayback(!live.current.playing)}
            disabled={empty}
            className="min-w-28"
          >
            {playing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
            {playing ? t("replay.pause") : t("replay.play")}
          </Button>
          <output
            ref={clockText}
            aria-live="off"
            className="min-w-24 font-mono text-lg tabular-nums"
            data-testid="replay-clock"
          >
            {timeOf(start)}
          </output>
          <div className="flex items-center gap-2">
            <Label htmlFor="replay-speed">{t("replay.speedLabel")}</Label>
            <NativeSelect
              id="replay-speed"
              className="w-24"
              value={String(speed)}
              onChange={(event) => setSpeed(Number(event.target.value) as ReplaySpeed)}
              aria-describedby="replay-speed-hint"
            >
              {REPLAY.speeds.map((option) => (
                <option key={option} value={option}>
                  {t("replay.speedOption", { speed: option })}
                </option>
              ))}
            </NativeSelect>
            <span id="replay-speed-hint" className="sr-only">
              {t("replay.speedHint")}
            </span>
          </div>
          <label className="flex min-h-9 items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={follow}
              onChange={(event) => setFollow(event.target.checked)}
            />
            {t("replay.follow")}
          </label>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="replay-time">{t("replay.sliderLabel")}</Label>
          <input
            ref={slider}
            id="replay-time"
            type="range"
            min={start}
            max={end}
            step={1000}
            defaultValue={start}
            disabled={empty}
            className="w-full accent-primary"
            onInput={(event) => seek(Number(event.currentTarget.value))}
          />
        </div>
        {empty ? null : (
          <SpeedChart ref={chart} series={series} start={start} end={end} onSeek={seek} />
        )}
      </div>

      <ReplaySummary
        totals={totals}
        stops={stops}
        visits={day.visits}
        from={start}
        to={end}
        timeOf={timeOf}
        onSeek={seek}
      />
    </section>
  );
}
