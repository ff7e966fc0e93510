import {
  type FoundStop,
  positionAt,
  REPLAY,
  type ReplayDay,
  type ReplaySpeed,
  type ReplayTotals,
  type ReplayTrack,
} from "@haulwise/domain";
import { PauseIcon, PlayIcon } from "lucide-react";
import type * as React from "react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { t } from "@/lib/i18n";
import type { MapFence } from "../../map/fence-layer";
import type { ReplayEngine } from "../../map/replay-engine";
import { ReplaySummary } from "./replay-summary";
import { durationWords } from "./replay-words";
import { SpeedChart, type SpeedChartHandle } from "./speed-chart";
import { clockTimeIn } from "./time-of-day";

/** A day (or a load's stretch of it) as the player shows it. */
export type DayView = {
  day: ReplayDay;
  track: ReplayTrack;
  stops: FoundStop[];
  totals: ReplayTotals;
  series: Float64Array;
  fences: MapFence[];
  /** The first and last fix played (ms); the day's start when it has none. */
  start: number;
  end: number;
};

/** What the map reports, passed on to the controls of the day shown. */
export type PlayerHandlers = {
  describeStop(stop: FoundStop): string;
  onSeek(t: number): void;
  onPersonMoved(): void;
};

/**
 * Playing a day on the player's map: play and pause, speed, follow, a time slider, the speed
 * chart and the totals. The truck is moved each animation frame from a binary search over the
 * fixes; while it plays nothing renders in React: the frame loop writes to the map, the
 * slider and the clock directly. Drawing the day marks the player ready without a render.
 */
export function ReplayControls({
  view,
  engine,
  handlers,
  section,
}: {
  view: DayView;
  /** Null while the map's code is still arriving. */
  engine: ReplayEngine | null;
  handlers: React.RefObject<PlayerHandlers>;
  /** The player, whose `data-replay-ready` says when this day is on the map. */
  section: React.RefObject<HTMLElement | null>;
}) {
  const { day, track, stops, totals, series, fences, start, end } = view;
  const timeOf = useMemo(() => clockTimeIn(day.timeZone), [day.timeZone]);
  const slider = useRef<HTMLInputElement>(null);
  const clockText = useRef<HTMLOutputElement>(null);
  const chart = useRef<SpeedChartHandle>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(10);
  const [follow, setFollow] = useState(false);

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

  handlers.current = {
    describeStop: (stop) =>
      t("replay.stopMarker", {
        duration: durationWords(stop.endedAt - stop.startedAt),
        from: timeOf(stop.startedAt),
      }),
    onSeek: (moment) => show.current(moment),
    onPersonMoved: () => setFollow(false),
  };

  /** Pausing stops the very next frame, before React has rendered the button again. */
  function setPlayback(next: boolean) {
    live.current.playing = next;
    setPlaying(next);
  }

  function seek(moment: number) {
    show.current(Math.min(end, Math.max(start, moment)));
  }

  useEffect(() => {
    if (!engine) return;
    engine.setDay({ track, stops, fences });
    live.current.shownSecond = Number.NaN;
    show.current(live.current.t);
    const player = section.current;
    player?.setAttribute("data-replay-ready", "true");
    return () => player?.setAttribute("data-replay-ready", "false");
  }, [engine, track, stops, fences, section]);

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
    <>
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
    </>
  );
}
