import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { PlaceMatch } from "@haulwise/domain";

type Point = { latitude: number; longitude: number };

/** The ZIP codes and towns of the United States, with where each one's centre is. */
export type PlaceIndex = {
  zip(code: string): (Point & { town: string; state: string }) | undefined;
  /** A town's centre: the median of its ZIP codes' centres. */
  town(name: string, state: string): Point | undefined;
  /** A state's two-letter code from its code or its name, in any case. */
  state(name: string): string | undefined;
};

const require = createRequire(import.meta.url);
const ENTRY =
  /\{"zip":"(\d{5})","latitude":(-?[\d.]+),"longitude":(-?[\d.]+),"city":"([^"]*)","state":"([A-Z]{2})","country":"US"\}/g;

/** "St. Louis" and "Saint Louis" are one town: the data spells such words out. */
const townKey = (name: string, state: string) =>
  `${name
    .trim()
    .toUpperCase()
    .replace(/\s+/g, " ")
    .replace(/\bST\.?(?= )/g, "SAINT")
    .replace(/\bFT\.?(?= )/g, "FORT")
    .replace(/\bMT\.?(?= )/g, "MOUNT")}|${state}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Reads the `zipcodes` package's data as text rather than running it: evaluating its 5 MB
 * object literal holds about 90 MB. Each ZIP code is a slot in typed arrays indexed by its
 * number, each town numbered once with its name and state.
 */
async function loadPlaceIndex(): Promise<PlaceIndex> {
  const text = await readFile(require.resolve("zipcodes/lib/codes.js"), "utf8");
  const states = require("zipcodes/lib/states.js") as { full: Record<string, string> };
  const zipLatitude = new Float64Array(100_000);
  const zipLongitude = new Float64Array(100_000);
  const zipTown = new Int32Array(100_000).fill(-1);
  const townNames: string[] = [];
  const townStates: string[] = [];
  const townIds = new Map<string, number>();
  const centres: { latitudes: number[]; longitudes: number[] }[] = [];
  for (const [, code, latitude, longitude, town, state] of text.matchAll(ENTRY)) {
    const key = townKey(town as string, state as string);
    let id = townIds.get(key);
    if (id === undefined) {
      id = townNames.length;
      townIds.set(key, id);
      townNames.push(titleCase(town as string));
      townStates.push(state as string);
      centres.push({ latitudes: [], longitudes: [] });
    }
    const slot = Number(code);
    zipLatitude[slot] = Number(latitude);
    zipLongitude[slot] = Number(longitude);
    zipTown[slot] = id;
    centres[id]?.latitudes.push(Number(latitude));
    centres[id]?.longitudes.push(Number(longitude));
  }
  // The median, not the mean: a town's name also labels the odd far-off ZIP (a post office
  // box range, a government site), which would drag a mean away from the town.
  const townLatitude = Float64Array.from(centres, (centre) => median(centre.latitudes));
  const townLongitude = Float64Array.from(centres, (centre) => median(centre.longitudes));
  const codes = new Set(Object.values(states.full));
  return {
    zip: (code) => {
      const slot = /^\d{5}$/.test(code) ? Number(code) : -1;
      const id = slot < 0 ? -1 : (zipTown[slot] as number);
      if (id < 0) return undefined;
      return {
        latitude: zipLatitude[slot] as number,
        longitude: zipLongitude[slot] as number,
        town: townNames[id] as string,
        state: townStates[id] as string,
      };
    },
    town: (name, state) => {
      const id = townIds.get(townKey(name, state));
      return id === undefined
        ? undefined
        : { latitude: townLatitude[id] as number, longitude: townLongitude[id] as number };
    },
    state: (name) => {
      const upper = name.trim().replace(/\.$/, "").toUpperCase();
      if (codes.has(upper)) return upper;
      return states.full[upper.replace(/\s+/g, " ")];
    },
  };
}

let loading: Promise<PlaceIndex> | undefined;

/** Loaded on the first lookup, not at start-up: most servers never look an address up. */
export function placeIndex(): Promise<PlaceIndex> {
  loading ??= loadPlaceIndex().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Where an address is, from its ZIP code (the last five-digit number in it, so a street
 * number comes first) or else its town and state ("…, Fresno, CA", "Fresno CA 93721",
 * "Fresno, California"). Street-level lookups need a geocoding service; none is assumed.
 */
export function findPlace(index: PlaceIndex, address: string): PlaceMatch | null {
  // A ZIP code ends the address or follows its street line: "12345 Main St" is a street number.
  const lines = address.split(/[,\n]/);
  const afterStreet =
    lines.length > 1
      ? lines.slice(1).join(",")
      : (address.match(/\d{5}(?:-\d{4})?\s*$/)?.[0] ?? "");
  const code = [...afterStreet.matchAll(ZIP)]
    .map(([, candidate]) => candidate as string)
    .findLast((candidate) => index.zip(candidate) !== undefined);
  const zip = code === undefined ? undefined : index.zip(code);
  if (code && zip) {
    return {
      latitude: round(zip.latitude),
      longitude: round(zip.longitude),
      label: `${code} (${zip.town}, ${zip.state})`,
      precision: "zip",
    };
  }
  const parts = lines.map((part) => part.replace(ZIP, "").trim()).filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] as string;
    // "CA" or "California" on its own, with the town in the part before it.
    const state = index.state(part);
    if (state && i > 0) {
      const town = parts[i - 1] as string;
      const point = index.town(town, state);
      if (point) return townMatch(point, town, state);
    }
    // "Fresno CA" or "San Luis Obispo California" in one part.
    const words = part.split(/\s+/);
    for (let cut = words.length - 1; cut > 0; cut--) {
      const tail = index.state(words.slice(cut).join(" "));
      if (!tail) continue;
      const town = words.slice(0, cut).join(" ");
      const point = index.town(town, tail);
      if (point) return townMatch(point, town, tail);
    }
  }
  return null;
}

function townMatch(point: Point, town: string, state: string): PlaceMatch {
  return {
    latitude: round(point.latitude),
    longitude: round(point.longitude),
    label: `${titleCase(town)}, ${state}`,
    precision: "town",
  };
}

const titleCase = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, space: string, letter: string) => space + letter.toUpperCase(),
    );
