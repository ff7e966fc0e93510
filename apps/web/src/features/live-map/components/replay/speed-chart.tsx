import type * as React from "react";
import { useEffect, useImperativeHandle, useRef } from "react";
import { useDarkMode } from "@/hooks/use-dark-mode";
import { t } from "@/lib/i18n";

const MPH = 2.236_936;

export type SpeedChartHandle = {
  /** Moves the cursor to `t` without rendering anything in React. */
  setCursor(t: number): void;
};

/**
 * The day's speed under the map, drawn once on a canvas (redrawn only when its width or the
 * theme changes); the cursor is a line moved with a transform as the replay plays. A click
 * plays from that moment.
 */
export function SpeedChart({
  series,
  start,
  end,
  onSeek,
  ref,
}: {
  series: Float64Array;
  start: number;
  end: number;
  onSeek(t: number): void;
  ref?: React.Ref<SpeedChartHandle>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const cursor = useRef<HTMLDivElement>(null);
  const dark = useDarkMode();
  const span = Math.max(end - start, 1);

  useImperativeHandle(
    ref,
    () => ({
      setCursor(moment) {
        const element = cursor.current;
        if (!element) return;
        const share = Math.min(1, Math.max(0, (moment - start) / span));
        element.style.left = `${share * 100}%`;
      },
    }),
    [start, span],
  );

  // Drawn when the canvas is first laid out and whenever its size changes, from the size the
  // layout gave it: reading the size itself would make the browser lay out the page early.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const draw = (width: number, height: number) => {
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.round(width * ratio);
      element.height = Math.round(height * ratio);
      const context = element.getContext("2d");
      if (!context) return;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, width, height);
      let peak = 0;
      for (const speed of series) if (speed > peak) peak = speed;
      const top = Math.max(peak, 10);
      context.strokeStyle = dark ? "#fb923c" : "#c2410c";
      context.fillStyle = dark ? "rgba(251,146,60,0.18)" : "rgba(194,65,12,0.12)";
      context.lineWidth = 1.5;
      const step = width / series.length;
      let open = false;
      let firstX = 0;
      const close = (x: number) => {
        context.stroke();
        context.lineTo(x, height);
        context.lineTo(firstX, height);
        context.closePath();
        context.fill();
        open = false;
      };
      series.forEach((speed, index) => {
        const x = index * step + step / 2;
        if (Number.isNaN(speed)) {
          if (open) close(x - step);
          return;
        }
        const y = height - 2 - (speed / top) * (height - 6);
        if (!open) {
          context.beginPath();
          context.moveTo(x, y);
          firstX = x;
          open = true;
        } else {
          context.lineTo(x, y);
        }
      });
      if (open) close(width - step / 2);
    };
    const observer = new ResizeObserver((entries) => {
      const box = entries.at(-1)?.contentRect;
      if (box) draw(box.width, box.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [series, dark]);

  let peak = 0;
  for (const speed of series) if (speed > peak) peak = speed;

  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-medium">{t("replay.speedChart")}</figcaption>
      {/* Clicking the chart is a shortcut for the time slider above it, which keyboards use. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the slider is the control. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the slider is the keyboard's way to seek. */}
      <div
        className="relative h-20 cursor-pointer rounded-md border bg-muted/40"
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          onSeek(start + ((event.clientX - box.left) / box.width) * span);
        }}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={t("replay.speedChartDescription", { mph: Math.round(peak * MPH) })}
          className="absolute inset-0 size-full"
        />
        <div
          ref={cursor}
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 w-0.5 bg-sky-600 dark:bg-sky-400"
          data-testid="speed-chart-cursor"
        />
      </div>
    </figure>
  );
}
