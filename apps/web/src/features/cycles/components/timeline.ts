import type { Cycle } from "@haulwise/domain";

export type LegKind = "atLoad" | "haul" | "atDump" | "return";
export type Segment = { kind: LegKind; start: number; end: number };
export type TimelineRow = { driverId: string; segments: Segment[] };

const ms = (iso: string) => Date.parse(iso);

/**
 * Each truck's day as legs: at the load site, hauling, at the dump, and returning (dump
 * departure to the next load arrival, when there is one), clipped to [from, to).
 */
export function timelineOf(cycles: readonly Cycle[], from: number, to: number): TimelineRow[] {
  const byDriver = new Map<string, Cycle[]>();
  for (const cycle of cycles) {
    const list = byDriver.get(cycle.driverId) ?? [];
    list.push(cycle);
    byDriver.set(cycle.driverId, list);
  }
  const clip = (kind: LegKind, start: number, end: number): Segment[] => {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    return e > s ? [{ kind, start: s, end: e }] : [];
  };
  return [...byDriver].map(([driverId, list]) => {
    const sorted = [...list].sort((a, b) => ms(a.load.arrivedAt) - ms(b.load.arrivedAt));
    const segments = sorted.flatMap((cycle, index) => {
      const next = sorted[index + 1];
      return [
        ...clip("atLoad", ms(cycle.load.arrivedAt), ms(cycle.load.departedAt)),
        ...clip("haul", ms(cycle.load.departedAt), ms(cycle.dump.arrivedAt)),
        ...clip("atDump", ms(cycle.dump.arrivedAt), ms(cycle.dump.departedAt)),
        ...(next ? clip("return", ms(cycle.dump.departedAt), ms(next.load.arrivedAt)) : []),
      ];
    });
    return { driverId, segments };
  });
}
