import type { GeoPoint, SiteGeometry } from "@haulwise/domain";
import { type Frame, frameAt, type XY } from "./trajectory.js";

/**
 * The simulator's hauling country: one pit shared by two jobs, two dump sites 120 m apart
 * with a public road past the first to the second, a yard the trucks sleep at, a traffic
 * light near a dump and a queue lane outside the pit gate. Distances in metres.
 *
 *   yard (-3000,-400) ── road y=0 ── [pit gate -150,0] PIT (circle r=150 at 0,0) [east gate]
 *       └─ road y=-160 eastward ──── light (5880,-160) ── D1 spur ─ road turns north at x=6400
 *                                       D1 (circle r=100 at 6000,0)
 *                                       D2 (circle r=80 at 6000,300), entered from the east
 */
export const ORIGIN: GeoPoint = { latitude: 36.75, longitude: -119.8 };

export const PLACES = {
  yard: { x: -3000, y: -400 },
  pit: { centre: { x: 0, y: 0 }, radius: 150 },
  d1: { centre: { x: 6000, y: 0 }, radius: 100 },
  d2: { centre: { x: 6000, y: 300 }, radius: 80 },
} as const;

/** A site of the world, as its contractor would draw it. */
export type WorldSite = { key: "pit" | "d1" | "d2"; name: string; geometry: SiteGeometry };

/** A haul route of the world: a job loading at the pit and dumping at one of the dumps. */
export type WorldJob = { key: "north" | "south"; title: string; load: "pit"; dump: "d1" | "d2" };

export const JOBS: WorldJob[] = [
  { key: "north", title: "Maple Street fill", load: "pit", dump: "d1" },
  { key: "south", title: "Oak Avenue fill", load: "pit", dump: "d2" },
];

export function worldSites(frame: Frame = frameAt(ORIGIN)): WorldSite[] {
  const circle = (centre: XY, radius: number): SiteGeometry => ({
    type: "circle",
    center: frame.toGeo(centre),
    radiusMetres: radius,
  });
  // The pit is drawn as a polygon (its corners around the circle), the dumps as circles,
  // so counting meets both shapes.
  const pitCorners = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * 2 * Math.PI;
    return frame.toGeo({
      x: PLACES.pit.centre.x + PLACES.pit.radius * Math.cos(angle),
      y: PLACES.pit.centre.y + PLACES.pit.radius * Math.sin(angle),
    });
  });
  return [
    { key: "pit", name: "Maple pit", geometry: { type: "polygon", points: pitCorners } },
    { key: "d1", name: "Maple Street fill", geometry: circle(PLACES.d1.centre, PLACES.d1.radius) },
    { key: "d2", name: "Oak Avenue fill", geometry: circle(PLACES.d2.centre, PLACES.d2.radius) },
  ];
}

/** Roads, as the points a truck drives through. */
export const ROADS = {
  /** From the yard to the pit's west gate, and the queue lane before it. */
  yardToGate: [
    { x: -3000, y: 0 },
    { x: -260, y: 0 },
  ],
  gate: { x: -150, y: 0 },
  /** Outside the gate: the first truck waits 45 m out, the next ones behind it. */
  queueSpot: (place: number): XY => ({ x: -195 - place * 18, y: 0 }),
  scale: { x: -105, y: 0 },
  loader: (variant: number): XY => ({ x: 20 + 15 * (variant % 3), y: 50 - 20 * (variant % 4) }),
  eastGate: { x: 150, y: 0 },
  /** From the pit's east gate to the dumps along the road 60 m south of D1. */
  toDumps: [
    { x: 300, y: -160 },
    { x: 5880, y: -160 },
  ],
  light: { x: 5880, y: -160 },
  midRoadStop: { x: 3000, y: -160 },
  d1Spur: [
    { x: 6000, y: -160 },
    { x: 6000, y: -110 },
  ],
  d1Spot: (variant: number): XY => ({ x: 5990 + 10 * (variant % 3), y: -60 + 20 * (variant % 3) }),
  /** A dump spot on D1's edge, 3 m inside the fence: jitter carries fixes across the line. */
  d1Edge: { x: 6000 + 97 * Math.cos(-0.6), y: 97 * Math.sin(-0.6) },
  /** Round the east of D1, then north, then west into D2 from its east side. */
  toD2East: [
    { x: 6400, y: -160 },
    { x: 6400, y: 300 },
    { x: 6100, y: 300 },
  ],
  d2Spot: { x: 6010, y: 300 },
  /** The shortcut through D1 (a drive-through) and up the 120 m gap into D2 from the south. */
  throughD1: [
    { x: 6000, y: -160 },
    { x: 6000, y: 150 },
    { x: 6000, y: 240 },
  ],
  /** Back from the dumps to the pit's west gate, past the yard road. */
  backFromD1: [
    { x: 6000, y: -160 },
    { x: 300, y: -160 },
    { x: -400, y: -160 },
    { x: -400, y: 0 },
    { x: -260, y: 0 },
  ],
  backFromD2East: [
    { x: 6400, y: 300 },
    { x: 6400, y: -160 },
    { x: 300, y: -160 },
    { x: -400, y: -160 },
    { x: -400, y: 0 },
    { x: -260, y: 0 },
  ],
  /** Home from the pit, with a load on board. */
  pitToYard: [
    { x: -150, y: 0 },
    { x: -3000, y: 0 },
    { x: -3000, y: -400 },
  ],
} as const;

/** The dead zone over D2 on the days it has one: 80 m beyond its fence all round. */
export const D2_DEAD_ZONE = { centre: PLACES.d2.centre, radius: PLACES.d2.radius + 80 };
