import type { GeoPoint, SiteGeometry } from "@haulwise/domain";

/**
 * The demo company's country: Austin, Texas. Two sand-and-gravel pits by the Colorado River
 * east of town, three jobs taking fill to Mueller, an SH 130 embankment and the Onion Creek
 * levee, a yard on the east side, and the roads between them as the points a truck drives
 * through (main roads, turns at real junctions, approximately). Everything is made up except
 * the geography.
 */
export const CITY = "Austin, TX";
export const TIME_ZONE = "America/Chicago";
export const COMPANY = "Bluebonnet Aggregate Hauling (demo)";

type Point = [latitude: number, longitude: number];
const geo = ([latitude, longitude]: Point): GeoPoint => ({ latitude, longitude });

export type DemoSiteKey = "hornsby" | "webberville" | "mueller" | "sh130" | "onion";

export type DemoSite = {
  key: DemoSiteKey;
  name: string;
  /** Where a truck stands to load or dump, well inside the fence. */
  spot: GeoPoint;
  /** The gate: where the road meets the fence. */
  gate: GeoPoint;
  geometry: SiteGeometry;
};

const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_000;

function polygonAround(centre: Point, radius: number, corners: number): SiteGeometry {
  const cos = Math.cos((centre[0] * Math.PI) / 180);
  return {
    type: "polygon",
    points: Array.from({ length: corners }, (_, i) => {
      const angle = (i / corners) * 2 * Math.PI;
      // A pit is longer than it is wide.
      return {
        latitude: centre[0] + (radius * 0.7 * Math.sin(angle)) / METRES_PER_DEGREE,
        longitude: centre[1] + (radius * Math.cos(angle)) / (METRES_PER_DEGREE * cos),
      };
    }),
  };
}

const circle = (centre: Point, radiusMetres: number): SiteGeometry => ({
  type: "circle",
  center: geo(centre),
  radiusMetres,
});

export const SITES: Record<DemoSiteKey, DemoSite> = {
  hornsby: {
    key: "hornsby",
    name: "Hornsby Bend gravel pit",
    spot: geo([30.2222, -97.6428]),
    gate: geo([30.2262, -97.6421]),
    geometry: polygonAround([30.2228, -97.6425], 260, 10),
  },
  webberville: {
    key: "webberville",
    name: "Webberville Road sand pit",
    spot: geo([30.2436, -97.5912]),
    gate: geo([30.2455, -97.5935]),
    geometry: polygonAround([30.2438, -97.591], 220, 9),
  },
  mueller: {
    key: "mueller",
    name: "Mueller Block 12 fill",
    spot: geo([30.2987, -97.7043]),
    gate: geo([30.2974, -97.7031]),
    geometry: circle([30.2985, -97.704], 140),
  },
  sh130: {
    key: "sh130",
    name: "SH 130 at Parmer Lane embankment",
    spot: geo([30.4012, -97.6143]),
    gate: geo([30.3998, -97.6139]),
    geometry: circle([30.401, -97.614], 170),
  },
  onion: {
    key: "onion",
    name: "Onion Creek levee",
    spot: geo([30.1832, -97.7203]),
    gate: geo([30.1846, -97.7186]),
    geometry: circle([30.183, -97.72], 150),
  },
};

/** The yard the trucks start from and sleep at. */
export const YARD = {
  name: "Decker Lane yard",
  spot: geo([30.2612, -97.6478]),
};

/** Roads from one place to another, gate to gate, without the two ends. */
const ROADS: Record<string, Point[]> = {
  "yard>hornsby": [
    [30.2612, -97.6452],
    [30.2606, -97.6423],
    [30.2455, -97.6423],
    [30.233, -97.6421],
  ],
  "yard>webberville": [
    [30.2612, -97.6452],
    [30.2606, -97.6423],
    [30.2598, -97.618],
    [30.253, -97.604],
    [30.247, -97.5962],
  ],
  // FM 969 west, then Airport Boulevard north-west to Mueller.
  "hornsby>mueller": [
    [30.233, -97.6421],
    [30.2455, -97.6423],
    [30.2606, -97.6423],
    [30.2655, -97.662],
    [30.2702, -97.6808],
    [30.277, -97.6942],
    [30.2868, -97.6985],
    [30.2935, -97.7012],
  ],
  // East to SH 130, then north up the tollway to Parmer Lane.
  "hornsby>sh130": [
    [30.233, -97.6421],
    [30.2352, -97.6301],
    [30.2389, -97.6168],
    [30.2604, -97.6152],
    [30.295, -97.6131],
    [30.331, -97.6118],
    [30.3655, -97.6127],
    [30.392, -97.6135],
  ],
  // SH 71 west past the airport, then down to the creek.
  "webberville>onion": [
    [30.247, -97.5962],
    [30.233, -97.6105],
    [30.2142, -97.6298],
    [30.205, -97.652],
    [30.201, -97.679],
    [30.1948, -97.7012],
    [30.188, -97.714],
  ],
};

/** The road from `from`'s gate to `to`'s gate (yard spot for the yard), both ends included. */
export function roadBetween(from: DemoSiteKey | "yard", to: DemoSiteKey | "yard"): GeoPoint[] {
  const end = (key: DemoSiteKey | "yard") => (key === "yard" ? YARD.spot : SITES[key].gate);
  const forward = ROADS[`${from}>${to}`];
  const backward = ROADS[`${to}>${from}`];
  const middle = forward ?? (backward ? [...backward].reverse() : null);
  if (!middle) throw new Error(`no road from ${from} to ${to}`);
  return [end(from), ...middle.map(geo), end(to)];
}

/** Places with no signal at all: a low stretch of SH 130 and the creek bottom at the levee. */
export const DEAD_ZONES: Array<{ centre: GeoPoint; radiusMetres: number }> = [
  { centre: geo([30.331, -97.6118]), radiusMetres: 900 },
  { centre: geo([30.1838, -97.7196]), radiusMetres: 260 },
];

export type DemoJob = {
  key: "mueller" | "sh130" | "onion";
  title: string;
  description: string;
  load: DemoSiteKey;
  dump: DemoSiteKey;
  material: string;
  customer: number;
  /** What one load weighs, tons: a range the scale ticket falls in. */
  tons: [number, number];
  /** What the customer pays, and the driver earns, per ton. */
  billCentsPerTon: number;
  payCentsPerTon: number;
};

export const JOBS: DemoJob[] = [
  {
    key: "mueller",
    title: "Mueller Block 12 select fill",
    description: "Select fill from Hornsby Bend to the Mueller Block 12 building pads.",
    load: "hornsby",
    dump: "mueller",
    material: "Select fill",
    customer: 0,
    tons: [21, 25],
    billCentsPerTon: 1150,
    payCentsPerTon: 310,
  },
  {
    key: "sh130",
    title: "SH 130 Parmer embankment",
    description: "Embankment fill for the SH 130 and Parmer Lane ramp widening.",
    load: "hornsby",
    dump: "sh130",
    material: "Embankment fill",
    customer: 1,
    tons: [22, 26],
    billCentsPerTon: 1275,
    payCentsPerTon: 340,
  },
  {
    key: "onion",
    title: "Onion Creek levee sand",
    description: "Washed sand for the Onion Creek levee repair, from the Webberville pit.",
    load: "webberville",
    dump: "onion",
    material: "Washed sand",
    customer: 2,
    tons: [18, 23],
    billCentsPerTon: 1390,
    payCentsPerTon: 360,
  },
];

export const CUSTOMERS = [
  { name: "Capital Metro Builders", contact: "Rosa Delgado", phone: "512-555-0141" },
  { name: "Travis County Road Works", contact: "Ken Whitfield", phone: "512-555-0178" },
  { name: "Onion Creek Flood District", contact: "Priya Natarajan", phone: "512-555-0112" },
];

/** The crew: names a Texas hauling company might have on its payroll. */
export const DRIVERS: Array<{ firstName: string; lastName: string }> = [
  { firstName: "Maria", lastName: "Gonzalez" },
  { firstName: "James", lastName: "Carter" },
  { firstName: "Luis", lastName: "Hernandez" },
  { firstName: "Tasha", lastName: "Williams" },
  { firstName: "Carlos", lastName: "Ramirez" },
  { firstName: "Emily", lastName: "Nguyen" },
  { firstName: "Darnell", lastName: "Brooks" },
  { firstName: "Sofia", lastName: "Morales" },
  { firstName: "Billy", lastName: "Tran" },
  { firstName: "Ana", lastName: "Flores" },
  { firstName: "Robert", lastName: "Jackson" },
  { firstName: "Jesse", lastName: "Ortiz" },
];

export const CONTRACTOR = { firstName: "Dana", lastName: "Whitaker" };

/** Each driver's job: four to a job. */
export const jobOfDriver = (index: number) => JOBS[index % JOBS.length]!;

/**
 * Crews start two hours apart round the clock, ten-hour shifts (highway work runs at night
 * too), so about five trucks are out whenever someone opens the demo.
 */
export const SHIFT_HOURS = 10;
export const shiftStartHour = (index: number) => (index * 2) % 24;

/** Which drivers track with a background tracker app (OsmAnd protocol) rather than the web app. */
export const usesTrackerApp = (index: number) => index % 4 === 3;
