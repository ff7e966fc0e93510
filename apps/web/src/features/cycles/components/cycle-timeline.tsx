import { type Cycle, messages } from "@haulwise/domain";
import { useMemo } from "react";
import { type LegKind, timelineOf } from "./timeline";

const c = messages.cycleScreens;
const ROW = 22;
const LABEL = 140;
const WIDTH = 960;
const HOUR = 3600_000;

const FILL: Record<LegKind, string> = {
  atLoad: "#7e22ce",
  haul: "#ea580c",
  atDump: "#047857",
  return: "#a8a29e",
};

/**
 * The day's cycles per truck as a timeline: each truck a row, each leg a bar in its colour,
 * hours across. Drawn as one SVG; the tables beside it say the same in numbers.
 */
export function CycleTimeline({
  cycles,
  drivers,
  from,
  to,
}: {
  cycles: readonly Cycle[];
  drivers: readonly { driverId: string; name: string }[];
  from: number;
  to: number;
}) {
  const rows = useMemo(() => timelineOf(cycles, from, to), [cycles, from, to]);
  const names = new Map(drivers.map((driver) => [driver.driverId, driver.name]));
  const span = Math.max(to - from, HOUR);
  const x = (at: number) => LABEL + ((at - from) / span) * (WIDTH - LABEL);
  const hours = Array.from({ length: Math.floor(span / HOUR) + 1 }, (_, i) => from + i * HOUR);
  const height = rows.length * ROW + 24;
  return (
    <figure className="grid gap-2">
      <figcaption className="font-medium">{c.timeline}</figcaption>
      <div className="overflow-x-auto rounded-xl border p-2">
        <svg
          role="img"
          aria-label={c.timelineLabel(rows.length, cycles.length)}
          viewBox={`0 0 ${WIDTH} ${height}`}
          className="min-w-[40rem] text-foreground"
        >
          {hours.map((at, i) =>
            i % 2 === 0 ? (
              <g key={at}>
                <line
                  x1={x(at)}
                  x2={x(at)}
                  y1={0}
                  y2={height - 20}
                  stroke="currentColor"
                  opacity={0.1}
                />
                <text
                  x={x(at)}
                  y={height - 6}
                  fontSize={11}
                  textAnchor="middle"
                  fill="currentColor"
                >
                  {new Date(at).toLocaleTimeString([], { hour: "numeric" })}
                </text>
              </g>
            ) : null,
          )}
          {rows.map((row, index) => (
            <g key={row.driverId} transform={`translate(0 ${index * ROW})`}>
              <text x={0} y={ROW / 2 + 4} fontSize={12} fill="currentColor">
                {names.get(row.driverId) ?? row.driverId}
              </text>
              {row.segments.map((segment) => (
                <rect
                  key={`${segment.kind}-${segment.start}`}
                  x={x(segment.start)}
                  y={4}
                  width={Math.max(1, x(segment.end) - x(segment.start))}
                  height={ROW - 8}
                  fill={FILL[segment.kind]}
                />
              ))}
            </g>
          ))}
        </svg>
      </div>
      <ul
        aria-label={c.timelineKey}
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
      >
        {(Object.keys(FILL) as LegKind[]).map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-3 rounded-sm"
              style={{ backgroundColor: FILL[kind] }}
            />
            {c.legs[kind]}
          </li>
        ))}
      </ul>
    </figure>
  );
}
