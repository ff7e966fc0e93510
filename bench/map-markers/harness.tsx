// The benchmark page: either the app's own live map fed the way the realtime client feeds it
// (frames folded into the query cache), or, as the baseline, plain Leaflet DOM markers fed the
// same moves. `?mode=live|dom&drivers=2000&frameMs=50&perFrame=100`.
import "@/index.css";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { CompanyLivePositions } from "@haulwise/domain";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { LiveMap } from "@/features/live-map/components/live-map";
import { ALL_PARTS, activateLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { trackingKeys } from "@/lib/query-keys";
import { createCacheFrameHandler } from "@/lib/realtime/cache-frames";
import { createFleet } from "./fleet";

// The words on screen, in English, as the app loads them before its first render.
await activateLanguage("en", ALL_PARTS);

const params = new URLSearchParams(location.search);
const mode = params.get("mode") ?? "live";
const drivers = Number(params.get("drivers") ?? 2000);
const frameMs = Number(params.get("frameMs") ?? 50);
const perFrame = Number(params.get("perFrame") ?? 100);
const fleet = createFleet(drivers);
const root = document.getElementById("root") as HTMLElement;

type Bench = { ready: boolean; frames: number; start(): void; stop(): void };
const bench: Bench = { ready: false, frames: 0, start() {}, stop() {} };
(window as unknown as { bench: Bench }).bench = bench;

function drive(apply: (moved: ReturnType<typeof fleet.move>) => void) {
  let tick = 0;
  let timer = 0;
  bench.start = () => {
    timer = window.setInterval(() => {
      const from = (tick * perFrame) % drivers;
      apply(fleet.move(from, from + perFrame, tick));
      tick++;
      bench.frames++;
    }, frameMs);
  };
  bench.stop = () => window.clearInterval(timer);
}

if (mode === "live") {
  const queryClient = createQueryClient({ retry: false });
  const handler = createCacheFrameHandler(queryClient);
  const topic = "company:bench:locations";
  const snapshot: CompanyLivePositions = {
    positions: fleet.initial(),
    total: drivers,
    limit: null,
  };
  handler.snapshot(topic, snapshot, { subscribedAt: Date.now() });

  function CompanyMap() {
    const positions = useQuery({
      queryKey: trackingKeys.company(),
      queryFn: () => new Promise<CompanyLivePositions>(() => {}),
      staleTime: Number.POSITIVE_INFINITY,
    });
    return (
      <LiveMap
        label="Benchmark map"
        embedded={false}
        positions={positions.data?.positions ?? []}
        total={positions.data?.total}
        limit={positions.data?.limit ?? null}
      />
    );
  }
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CompanyMap />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  drive((moved) => handler.update(topic, { positions: moved }));
  // Ready once the trucks are drawn and the outline basemap has arrived.
  const waitForMap = () => {
    if (document.querySelector(".leaflet-hw-outlines-pane canvas")) bench.ready = true;
    else requestAnimationFrame(waitForMap);
  };
  waitForMap();
} else {
  const container = document.createElement("div");
  container.style.height = "720px";
  root.append(container);
  const map = L.map(container).setView([37.75, -122.2], 11);
  const markers = new Map<string, L.Marker>();
  for (const position of fleet.initial()) {
    const marker = L.marker([position.latitude, position.longitude], {
      icon: L.divIcon({
        className: "",
        html: "<span class='dom-truck'></span>",
        iconSize: [14, 14],
      }),
    }).addTo(map);
    markers.set(position.driverId, marker);
  }
  drive((moved) => {
    for (const position of moved) {
      markers.get(position.driverId)?.setLatLng([position.latitude, position.longitude]);
    }
  });
  bench.ready = true;
}
