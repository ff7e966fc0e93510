import {
  type Basemap,
  type LivePosition,
  messages,
  type SiteGeometry,
  type TrailPoint,
} from "@haulwise/domain";
import { MapIcon, ScanIcon } from "lucide-react";
import type * as React from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { RetryButton } from "@/components/retry-button";
import { Button } from "@/components/ui/button";
import { useDarkMode } from "@/hooks/use-dark-mode";
import { useNow } from "@/hooks/use-now";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { formatTime } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";

import { cn } from "@/lib/utils";
import { useMapConfig } from "../api/get-map-config";
import type { LatLng, MapEngine, MapSite } from "../map/engine";
import type { MapFence } from "../map/fence-layer";
import { MAP_DEFAULTS } from "../map/map-config";
import { BasemapNotice } from "./basemap-notice";
import { describePosition } from "./describe-position";
import { DriverList } from "./driver-list";
import { MapLoadingStatus } from "./map-loading";
import { CountChip, InactiveNotice, MapLegend, PlanBanner } from "./map-overlays";

export type EngineModule = typeof import("../map/engine");

/** Leaflet, its styles and the engine arrive in their own chunk, only where a map is shown. */
const loadEngine = (): Promise<EngineModule> => import("../map/engine");

const OUTLINES: Basemap = { kind: "outlines" };

/**
 * Runs `task` once `element` is within 200 px of the viewport: a map further down
 * a page (the driver dashboard's Current Route, below the day's forms on a phone) loads Leaflet
 * as it is scrolled towards, not with the page. Returns a cancel.
 */
function whenNearView(element: Element, task: () => void): () => void {
  if (typeof IntersectionObserver !== "function") {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: "200px 0px" },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export type LiveMapProps = {
  /** Names the map region for assistive technology, e.g. 'Live map of your drivers'. */
  label: string;
  positions: readonly LivePosition[];
  /** The positions are still being read for the first time. */
  loading?: boolean;
  /** Reading the positions failed (shown over the map, with a retry). */
  error?: unknown;
  onRetry?: () => unknown;
  /** Drivers with a position, including those the plan keeps off the map. */
  total?: number;
  /** The plan's limit on drivers shown; null is unlimited. */
  limit?: number | null;
  sites?: readonly MapSite[];
  /** Sites' fences, drawn as outlines. */
  fences?: readonly MapFence[];
  /** The fence being drawn, with handles to drag (see onDraftFenceChange). */
  draftFence?: SiteGeometry | null;
  onDraftFenceChange?: (geometry: SiteGeometry) => void;
  /** A driver's day, oldest first: drawn as a line and summed up under the map. */
  trail?: readonly TrailPoint[] | null;
  /** Whose the trail is, for the words under the map: null is the viewer's own; by default the selected driver's. */
  trailOwner?: string | null;
  selectedDriverId?: string | null;
  onSelectDriver?: (driverId: string | null) => void;
  /** Clicks on the map choose a spot (see onPick); `pickHint` says what to click. */
  picking?: boolean;
  pickHint?: string;
  onPick?: (point: LatLng) => void;
  draft?: LatLng | null;
  /** A spot to bring into view at its zoom (a place found from an address): each new one moves the map once. */
  focus?: (LatLng & { zoom: number }) | null;
  /** 400 px tall inside a page (spec part 2 §9); otherwise it fills the screen's height. */
  embedded?: boolean;
  /** Said in the list when nobody is on the map. */
  emptyText?: string;
  /** Extra overlay content, bottom left (alerts, the GPS notice). */
  overlay?: React.ReactNode;
  /** Shown under the map and its route summary (the chosen driver's stops). */
  footer?: React.ReactNode;
  /** Where a driver's page is: linked from their info window and their row in the list. */
  driverPath?: (driverId: string) => string;
  /** Tests replace how the map engine is loaded. */
  engineLoader?: () => Promise<EngineModule>;
};

/**
 * Times on an open map ("3 minutes ago") and the fading of old positions follow the clock this
 * often, whether or not anything new arrives: a dispatcher whose connection dropped sees the
 * picture age.
 */
const TICK_MS = 15_000;

/** 'Your route today: 42 positions from 06:10 to 14:05', or another driver's. */
function trailSummary(owner: string | null, count: number, from: string, to: string): string {
  if (from === to) {
    return owner === null
      ? t("map.trail.mineAt", { count, from })
      : t("map.trail.ofAt", { owner, count, from });
  }
  return owner === null
    ? t("map.trail.mineSpan", { count, from, to })
    : t("map.trail.ofSpan", { owner, count, from, to });
}

type EngineState =
  | { status: "loading" }
  | { status: "ready"; engine: MapEngine }
  | { status: "error" };

/**
 * A live map (spec part 2 §2 "Live map component"): 'Loading map...' while the map code
 * arrives, 'Error loading map' if it cannot, San Francisco at zoom 11 until there are
 * markers, then fitted to them (zoom at most 15). Overlays: the count chip, the inactive
 * drivers notice and the plan banner. Below it a legend and the same drivers as a list.
 */
export function LiveMap({
  label,
  positions,
  loading = false,
  error = null,
  onRetry,
  total = positions.length,
  limit = null,
  sites,
  fences,
  draftFence = null,
  onDraftFenceChange,
  trail = null,
  trailOwner,
  selectedDriverId = null,
  onSelectDriver,
  picking = false,
  pickHint = t("map.pickHint"),
  onPick,
  draft = null,
  focus = null,
  embedded = true,
  emptyText = t("map.empty"),
  overlay,
  footer,
  driverPath,
  engineLoader = loadEngine,
}: LiveMapProps) {
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const dark = useDarkMode();
  const now = useNow(TICK_MS);
  const [attempt, setAttempt] = useState(0);
  const [engineState, setEngineState] = useState<EngineState>({ status: "loading" });
  const callbacks = useRef({ onSelectDriver, onPick, onDraftFenceChange, driverPath, navigate });
  callbacks.current = { onSelectDriver, onPick, onDraftFenceChange, driverPath, navigate };
  const frame = useRef<HTMLDivElement>(null);
  // Chosen from the list under the map, a driver is shown on the map: it comes into view,
  // clear of the sticky top bar (the frame's scroll margin).
  const handleSelect = useCallback((driverId: string | null) => {
    callbacks.current.onSelectDriver?.(driverId);
    if (driverId !== null) frame.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  const initialDark = useRef(dark);
  const loader = useRef(engineLoader);
  const mapConfig = useMapConfig();
  // A server that cannot say (offline, an old server) gets the outlines, which need nothing.
  const basemap = mapConfig.isPending ? null : (mapConfig.data?.basemap ?? OUTLINES);
  const [streetsFailed, setStreetsFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry (attempt) loads the map again.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let engine: MapEngine | null = null;
    setEngineState({ status: "loading" });
    const stopWaiting = whenNearView(element, () =>
      loader
        .current()
        .then((module) => {
          if (cancelled) return;
          engine = module.createMapEngine({
            container: element,
            dark: initialDark.current,
            now: clock.nowMs(),
            describe: (position) => {
              const path = callbacks.current.driverPath?.(position.driverId);
              const description = describePosition(position);
              return path
                ? { ...description, link: { href: path, text: t("map.driverPage") } }
                : description;
            },
            onOpenLink: (href) => callbacks.current.navigate(href),
            onSelect: (driverId) => callbacks.current.onSelectDriver?.(driverId),
            onMapClick: (point) => callbacks.current.onPick?.(point),
            onBasemapFailed: () => setStreetsFailed(true),
            onDraftFenceChange: (geometry) => callbacks.current.onDraftFenceChange?.(geometry),
          });
          setEngineState({ status: "ready", engine });
        })
        .catch((cause: unknown) => {
          console.error("The map could not be loaded", cause);
          if (!cancelled) setEngineState({ status: "error" });
        }),
    );
    return () => {
      cancelled = true;
      stopWaiting();
      engine?.destroy();
    };
  }, [attempt]);

  const engine = engineState.status === "ready" ? engineState.engine : null;
  useEffect(() => {
    if (basemap) engine?.setBasemap(basemap);
  }, [engine, basemap]);
  useEffect(() => engine?.setNow(now), [engine, now]);
  useEffect(() => engine?.setPositions(positions), [engine, positions]);
  useEffect(() => engine?.setSites(sites ?? []), [engine, sites]);
  useEffect(() => engine?.setFences(fences ?? []), [engine, fences]);
  useEffect(() => engine?.setDraftFence(draftFence), [engine, draftFence]);
  useEffect(() => engine?.setTrail(trail), [engine, trail]);
  useEffect(() => engine?.setSelected(selectedDriverId), [engine, selectedDriverId]);
  useEffect(() => engine?.setPicking(picking), [engine, picking]);
  useEffect(() => engine?.setDraft(draft), [engine, draft]);
  useEffect(() => {
    if (focus) engine?.showPoint(focus, focus.zoom);
  }, [engine, focus]);
  useEffect(() => engine?.setDark(dark), [engine, dark]);

  const hasPoints = positions.length > 0 || (sites?.length ?? 0) > 0 || (fences?.length ?? 0) > 0;
  const owner =
    trailOwner !== undefined
      ? trailOwner
      : (positions.find((position) => position.driverId === selectedDriverId)?.name ?? null);
  const first = trail?.[0];
  const last = trail?.at(-1);
  // The line is drawn on a canvas: the same route in words, for everyone.
  const trailText =
    first && last && (trailOwner !== undefined || owner !== null)
      ? trailSummary(owner, trail.length, formatTime(first.recordedAt), formatTime(last.recordedAt))
      : null;

  return (
    <section aria-label={label} className="grid gap-3">
      <div
        ref={frame}
        className={cn(
          "relative isolate scroll-mt-20 overflow-hidden rounded-xl border bg-muted",
          !embedded && "h-[calc(100svh-12rem)] min-h-[400px]",
        )}
        style={embedded ? { height: MAP_DEFAULTS.embeddedHeightPx } : undefined}
      >
        <div
          ref={container}
          role="application"
          aria-roledescription="map"
          aria-label={t("map.application", { label })}
          className="absolute inset-0 z-0"
        />
        {engineState.status === "loading" ? <MapLoadingStatus /> : null}
        {engineState.status === "error" ? (
          <div
            role="alert"
            className="absolute inset-0 z-[1100] flex flex-col items-center justify-center gap-3 bg-muted p-6 text-center"
          >
            <MapIcon aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-semibold">{translateMessage(messages.tracking.errorLoadingMap)}</p>
            <p className="text-sm text-muted-foreground">{t("map.errorHelp")}</p>
            <RetryButton size="sm" onRetry={() => setAttempt((n) => n + 1)} />
          </div>
        ) : null}

        <div className="pointer-events-none absolute inset-x-2 top-2 z-[1000] flex flex-wrap items-start justify-end gap-2 pl-12">
          <InactiveNotice positions={positions} />
          <CountChip shown={positions.length} total={Math.max(total, positions.length)} />
          {engine && hasPoints ? (
            <Button
              size="icon"
              variant="outline"
              className="pointer-events-auto size-8 bg-background/95 shadow-md"
              aria-label={t("map.showAll")}
              title={t("map.showAll")}
              onClick={() => engine.fitAll()}
            >
              <ScanIcon aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {/* Above the scale bar and the credits, which Leaflet keeps in the bottom corners. */}
        <div className="pointer-events-none absolute inset-x-2 bottom-14 z-[1000] grid justify-items-start gap-2">
          {error && !loading ? (
            <div
              role="alert"
              className="pointer-events-auto flex flex-wrap items-center gap-2 rounded-lg bg-background/95 px-3 py-2 text-sm shadow-md ring-1 ring-destructive/50"
            >
              <span className="font-medium text-destructive">
                {errorMessage(error, messages.tracking.failedToFetchLocations)}
              </span>
              {onRetry ? <RetryButton size="sm" onRetry={onRetry} /> : null}
            </div>
          ) : null}
          {overlay}
          <PlanBanner limit={limit} total={total} />
        </div>
        {picking ? (
          <p className="pointer-events-none absolute inset-x-0 top-12 z-[1000] mx-auto w-fit rounded-md bg-background/95 px-3 py-1.5 text-sm font-medium shadow-md ring-1 ring-border">
            {pickHint}
          </p>
        ) : null}
      </div>
      <MapLegend />
      <BasemapNotice basemap={mapConfig.data?.basemap ?? null} streetsFailed={streetsFailed} />
      {trailText ? (
        <p className="text-sm text-muted-foreground" data-testid="trail-summary">
          {trailText}
        </p>
      ) : null}
      {footer}
      {loading ? (
        <p className="text-sm text-muted-foreground">{translateMessage(messages.guard.loading)}</p>
      ) : (
        <DriverList
          positions={positions}
          now={now}
          selectedDriverId={selectedDriverId}
          onSelect={handleSelect}
          emptyText={emptyText}
          driverPath={driverPath}
        />
      )}
    </section>
  );
}
