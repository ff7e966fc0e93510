import type { LivePosition } from "@haulwise/domain";

/** A fleet spread over the Bay Area, each truck with its own heading. */
export function createFleet(size: number) {
  const at = new Date().toISOString();
  const headings = Array.from({ length: size }, (_, i) => (i * 137.5) % 360);
  let positions: LivePosition[] = Array.from({ length: size }, (_, i) => ({
    driverId: `driver-${i}`,
    name: `Driver ${i}`,
    latitude: 37.45 + (((i * 7919) % 1000) / 1000) * 0.6,
    longitude: -122.55 + (((i * 104_729) % 1000) / 1000) * 0.7,
    accuracy: 8,
    speed: 12,
    heading: headings[i] ?? 0,
    recordedAt: at,
    state: i % 10 === 0 ? "idle" : i % 25 === 0 ? "paused" : "moving",
    idleSince: i % 10 === 0 ? at : null,
    truck: null,
  }));

  /** Moves the trucks in [from, to): ~40 m each, now and then changing state. */
  function move(from: number, to: number, tick: number): LivePosition[] {
    const moved: LivePosition[] = [];
    const now = new Date().toISOString();
    for (let i = from; i < to; i++) {
      const before = positions[i % size] as LivePosition;
      const heading = ((before.heading ?? 0) * Math.PI) / 180;
      const next: LivePosition = {
        ...before,
        latitude: before.latitude + Math.cos(heading) * 0.0004,
        longitude: before.longitude + Math.sin(heading) * 0.0005,
        recordedAt: now,
        state: (i + tick) % 97 === 0 ? "idle" : before.state === "idle" ? "moving" : before.state,
      };
      positions[i % size] = next;
      moved.push(next);
    }
    positions = [...positions];
    return moved;
  }

  return { initial: () => positions, move };
}
