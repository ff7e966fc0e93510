import { type Cycle, messages } from "@haulwise/domain";
import { memo, useLayoutEffect, useMemo, useRef } from "react";
import { currentLocale, t, translateMessage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { legWords } from "./leg-words";
import { SKIP_WHILE_OFFSCREEN } from "./offscreen";
import { type LegKind, type TimelineRow, timelineOf } from "./timeline";

const ROW = 22;
const LABEL = 140;
const WIDTH = 960;
const AXIS = 24;
const HOUR = 3600_000;

const FILL: Record<LegKind, string> = {
  atLoad: "#7e22ce",
  haul: "#ea580c",
  atDump: "#047857",
  return: "#a8a29e",
};
const KINDS = Object.keys(FILL) as LegKind[];

type Drawing = {
  rows: TimelineRow[];
  names: Map<string, string>;
  from: number;
  to: number;
  /** The zone the hours across are read in: the company's. */
  timeZone: string;
};

/**
 * Paints the timeline: a row per truck, a bar per leg, hours across. One canvas rather than
 * an element per bar: a 50-truck day is some 3,000 bars, which as SVG cost the browser more
 * than 100 ms of style and layout each time the day changed.
 */
function paint(canvas: HTMLCanvasElement, { rows, names, from, to, timeZone }: Drawing) {
  const context = canvas.getContext("2d");
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  const height = rows.length * ROW + AXIS;
  canvas.width = WIDTH * ratio;
  canvas.height = height * ratio;
  context.scale(ratio, ratio);
  const ink = getComputedStyle(canvas).color;
  const font = getComputedStyle(canvas).fontFamily;
  const span = Math.max(to - from, HOUR);
  const x = (at: number) => LABEL + ((at - from) / span) * (WIDTH - LABEL);
  const hour = new Intl.DateTimeFormat(currentLocale(), { hour: "numeric", timeZone });

  context.fillStyle = ink;
  context.strokeStyle = ink;
  context.textAlign = "center";
  context.font = `11px ${font}`;
  for (let i = 0, at = from; at <= from + span; i++, at += HOUR) {
    if (i % 2 !== 0) continue;
    context.globalAlpha = 0.1;
    context.beginPath();
    context.moveTo(x(at), 0);
    context.lineTo(x(at), height - 20);
    context.stroke();
    context.globalAlpha = 1;
    context.fillText(hour.format(at), x(at), height - 6);
  }

  context.textAlign = "left";
  context.font = `12px ${font}`;
  rows.forEach((row, index) => {
    context.fillText(
      names.get(row.driverId) ?? row.driverId,
      0,
      index * ROW + ROW / 2 + 4,
      LABEL - 8,
    );
  });
  // One path per colour: a few fills for the whole day instead of one per bar.
  for (const kind of KINDS) {
    context.fillStyle = FILL[kind];
    context.beginPath();
    rows.forEach((row, index) => {
      for (const segment of row.segments) {
        if (segment.kind !== kind) continue;
        const left = x(segment.start);
        context.rect(left, index * ROW + 4, Math.max(1, x(segment.end) - left), ROW - 8);
      }
    });
    context.fill();
  }
}

/**
 * The day's cycles per truck as a timeline: each truck a row, each leg a bar in its colour,
 * hours across. A picture named for what it shows; the tables beside it say the same in
 * numbers.
 */
export const CycleTimeline = memo(function CycleTimeline({
  cycles,
  drivers,
  from,
  to,
  timeZone,
}: {
  cycles: readonly Cycle[];
  drivers: readonly { driverId: string; name: string }[];
  from: number;
  to: number;
  timeZone: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const rows = useMemo(() => timelineOf(cycles, from, to), [cycles, from, to]);
  const names = useMemo(
    () => new Map(drivers.map((driver) => [driver.driverId, driver.name])),
    [drivers],
  );
  // Before the browser paints, so a new day never shows the old day's bars for a frame.
  useLayoutEffect(() => {
    if (canvas.current) paint(canvas.current, { rows, names, from, to, timeZone });
  }, [rows, names, from, to, timeZone]);
  return (
    <figure className={cn("grid gap-2", SKIP_WHILE_OFFSCREEN)}>
      <figcaption className="font-medium">
        {translateMessage(messages.cycleScreens.timeline)}
      </figcaption>
      <div className="overflow-x-auto rounded-xl border p-2">
        <canvas
          ref={canvas}
          role="img"
          aria-label={t("messages.cycleScreens.timelineLabel", {
            trucks: rows.length,
            cycles: cycles.length,
          })}
          className="h-auto w-full min-w-[40rem] text-foreground"
        />
      </div>
      <ul
        aria-label={translateMessage(messages.cycleScreens.timelineKey)}
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
      >
        {KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-3 rounded-sm"
              style={{ backgroundColor: FILL[kind] }}
            />
            {legWords[kind]()}
          </li>
        ))}
      </ul>
    </figure>
  );
});
