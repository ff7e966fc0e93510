import { CYCLES } from "@haulwise/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CountedVisit,
  cyclesOfDriver,
  cyclesOfRoute,
  pendingLoadOf,
  type Route,
} from "./cycles.js";
import { msOf } from "./instants.js";
import { linkTickets } from "./tickets.js";
import { cycleTimesOf, legsOf } from "./times.js";

const numRuns = Number(process.env.FAST_CHECK_RUNS ?? 200);
const MINUTE = 60_000;
const route: Route = {
  jobId: "job",
  loadSiteId: "pit",
  dumpSiteId: "dump",
  loadDwellMs: 2 * MINUTE,
  dumpDwellMs: MINUTE,
};

/** A day of visits: each to the pit, the dump or elsewhere, of some length, one after another. */
const visitsArbitrary = fc
  .array(
    fc.record({
      site: fc.constantFrom("pit", "dump", "other"),
      minutes: fc.double({ min: 0.1, max: 12, noNaN: true }),
      gapMinutes: fc.double({ min: 1, max: 90, noNaN: true }),
      inferred: fc.boolean(),
    }),
    { maxLength: 30 },
  )
  .map((entries) => {
    let t = Date.UTC(2030, 2, 1, 6);
    return entries.map((entry, index): CountedVisit => {
      t += entry.gapMinutes * MINUTE;
      const visit = {
        id: `v${String(index).padStart(3, "0")}`,
        siteId: entry.site,
        arrivedAt: Math.round(t),
        departedAt: Math.round(t + entry.minutes * MINUTE),
        inferred: entry.inferred,
      };
      t = visit.departedAt;
      return visit;
    });
  });

/** Rule 6 read differently: a counted dump ends a cycle when the counted visit before it was a load. */
function referenceCycles(visits: CountedVisit[]) {
  const counted = visits.filter(
    (visit) =>
      (visit.siteId === "pit" && visit.departedAt - visit.arrivedAt >= route.loadDwellMs) ||
      (visit.siteId === "dump" && visit.departedAt - visit.arrivedAt >= route.dumpDwellMs),
  );
  const pairs: Array<[string, string]> = [];
  counted.forEach((visit, index) => {
    const before = counted[index - 1];
    if (
      visit.siteId === "dump" &&
      before?.siteId === "pit" &&
      visit.arrivedAt - before.departedAt <= CYCLES.maxHaulMs
    ) {
      pairs.push([before.id, visit.id]);
    }
  });
  return pairs;
}

describe("cycles from visits", () => {
  it("rule 4: a visit shorter than the site's minimum stay (a drive-through) never counts", () => {
    fc.assert(
      fc.property(visitsArbitrary, (visits) => {
        for (const cycle of cyclesOfRoute(route, visits)) {
          expect(cycle.load.departedAt - cycle.load.arrivedAt).toBeGreaterThanOrEqual(
            route.loadDwellMs,
          );
          expect(cycle.dump.departedAt - cycle.dump.arrivedAt).toBeGreaterThanOrEqual(
            route.dumpDwellMs,
          );
        }
      }),
      { numRuns },
    );
  });

  it("rule 6: a load then the next dump with no load between; a second dump or a load taken home is no cycle", () => {
    fc.assert(
      fc.property(visitsArbitrary, (visits) => {
        const cycles = cyclesOfRoute(route, visits);
        expect(cycles.map((cycle) => [cycle.load.id, cycle.dump.id])).toEqual(
          referenceCycles(visits),
        );
        for (const cycle of cycles) {
          expect(cycle.inferred).toBe(cycle.load.inferred || cycle.dump.inferred);
        }
      }),
      { numRuns },
    );
  });

  it("building onwards from a pending load gives the cycles building from the start gives", () => {
    fc.assert(
      fc.property(visitsArbitrary, fc.nat(), (visits, at) => {
        const cut = visits.length === 0 ? 0 : at % (visits.length + 1);
        const whole = cyclesOfRoute(route, visits);
        const pending = pendingLoadOf(route, visits.slice(0, cut));
        const onwards = cyclesOfRoute(route, visits.slice(cut), pending);
        const before = cyclesOfRoute(route, visits.slice(0, cut));
        expect([...before, ...onwards].map((cycle) => cycle.id)).toEqual(
          whole.map((cycle) => cycle.id),
        );
      }),
      { numRuns },
    );
  });

  it("counts a cycle only while the driver is on the job, once when two jobs share both sites", () => {
    const visits: CountedVisit[] = [
      { id: "l1", siteId: "pit", arrivedAt: 0, departedAt: 5 * MINUTE, inferred: false },
      {
        id: "d1",
        siteId: "dump",
        arrivedAt: 20 * MINUTE,
        departedAt: 23 * MINUTE,
        inferred: false,
      },
      { id: "l2", siteId: "pit", arrivedAt: 40 * MINUTE, departedAt: 45 * MINUTE, inferred: false },
      {
        id: "d2",
        siteId: "dump",
        arrivedAt: 60 * MINUTE,
        departedAt: 63 * MINUTE,
        inferred: false,
      },
    ];
    const twin: Route = { ...route, jobId: "twin" };
    const cycles = cyclesOfDriver(
      [
        { route, assignment: { jobId: "job", joinedAt: 0, leftAt: 30 * MINUTE } },
        { route: twin, assignment: { jobId: "twin", joinedAt: 10 * MINUTE, leftAt: null } },
      ],
      visits,
    );
    // The first trip happened while on both: it counts for the job joined last; the second
    // only for the job the driver was still on.
    expect(cycles.map((cycle) => [cycle.jobId, cycle.load.id])).toEqual([
      ["twin", "l1"],
      ["twin", "l2"],
    ]);
    const onlyFirst = cyclesOfDriver(
      [{ route, assignment: { jobId: "job", joinedAt: 0, leftAt: 30 * MINUTE } }],
      visits,
    );
    expect(onlyFirst.map((cycle) => cycle.load.id)).toEqual(["l1"]);
  });

  it("never hauls one load for more than 12 hours: a load taken home and dumped next morning is no cycle", () => {
    const visits: CountedVisit[] = [
      { id: "l1", siteId: "pit", arrivedAt: 0, departedAt: 5 * MINUTE, inferred: false },
      {
        id: "d1",
        siteId: "dump",
        arrivedAt: 13 * 60 * MINUTE,
        departedAt: 13 * 60 * MINUTE + 3 * MINUTE,
        inferred: false,
      },
    ];
    expect(cyclesOfRoute(route, visits)).toEqual([]);
  });

  it("links each ticket to at most one cycle, inside its window, as many as can be linked", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            start: fc.integer({ min: 0, max: 600 }),
            length: fc.integer({ min: 10, max: 60 }),
          }),
          { maxLength: 12 },
        ),
        fc.array(fc.integer({ min: 0, max: 700 }), { maxLength: 12 }),
        (windows, times) => {
          const cycles = windows.map((window, index) => ({
            id: `c${index}`,
            jobId: "job",
            driverId: "d",
            loadArrivedAt: window.start * MINUTE,
            dumpDepartedAt: (window.start + window.length) * MINUTE,
          }));
          const tickets = times.map((minute, index) => ({
            id: `t${index}`,
            jobId: "job",
            driverId: "d",
            deliveredAt: minute * MINUTE,
          }));
          const links = linkTickets(cycles, tickets);
          const used = new Set<string>();
          for (const [cycleId, ticketId] of links) {
            expect(used.has(ticketId)).toBe(false);
            used.add(ticketId);
            const cycle = cycles.find((entry) => entry.id === cycleId)!;
            const ticket = tickets.find((entry) => entry.id === ticketId)!;
            expect(ticket.deliveredAt).toBeGreaterThanOrEqual(cycle.loadArrivedAt);
            expect(ticket.deliveredAt).toBeLessThanOrEqual(
              cycle.dumpDepartedAt + CYCLES.ticketGraceMs,
            );
          }
          expect(links.size).toBe(maximumMatching(cycles, tickets));
        },
      ),
      { numRuns },
    );
  });

  it("never links another job's or another driver's ticket", () => {
    const cycle = {
      id: "c",
      jobId: "job",
      driverId: "d",
      loadArrivedAt: 0,
      dumpDepartedAt: 30 * MINUTE,
    };
    const links = linkTickets(
      [cycle],
      [
        { id: "other job", jobId: "job2", driverId: "d", deliveredAt: 10 * MINUTE },
        { id: "other driver", jobId: "job", driverId: "e", deliveredAt: 10 * MINUTE },
        { id: "no driver", jobId: "job", driverId: null, deliveredAt: 10 * MINUTE },
      ],
    );
    expect(links.size).toBe(0);
  });

  it("times each leg: at the load site, haul, at the dump, return and the whole cycle", () => {
    const at = (minutes: number) => minutes * MINUTE;
    const cycles = [
      {
        jobId: "j",
        driverId: "a",
        loadArrivedAt: at(0),
        loadDepartedAt: at(6),
        dumpArrivedAt: at(26),
        dumpDepartedAt: at(29),
      },
      {
        jobId: "j",
        driverId: "a",
        loadArrivedAt: at(50),
        loadDepartedAt: at(60),
        dumpArrivedAt: at(80),
        dumpDepartedAt: at(82),
      },
      {
        jobId: "j",
        driverId: "b",
        loadArrivedAt: at(5),
        loadDepartedAt: at(9),
        dumpArrivedAt: at(30),
        dumpDepartedAt: at(34),
      },
    ];
    const legs = legsOf(cycles);
    expect(legs[0]).toEqual({ atLoad: 360, haul: 1200, atDump: 180, return: 1260, cycle: 3000 });
    expect(legs[1]).toEqual({ atLoad: 600, haul: 1200, atDump: 120, return: null, cycle: null });
    expect(legs[2]!.return).toBeNull();
    const times = cycleTimesOf(legs);
    expect(times.atLoad).toEqual({
      count: 3,
      medianSeconds: 360,
      p90Seconds: 600,
      maxSeconds: 600,
    });
    expect(times.return).toEqual({
      count: 1,
      medianSeconds: 1260,
      p90Seconds: 1260,
      maxSeconds: 1260,
    });
  });
});

/** The most tickets any one-to-one linking could link (augmenting paths; small inputs only). */
function maximumMatching(
  cycles: Array<{ id: string; loadArrivedAt: number; dumpDepartedAt: number }>,
  tickets: Array<{ id: string; deliveredAt: number }>,
) {
  const owner = new Map<string, string>();
  const fits = (cycle: (typeof cycles)[number], ticket: (typeof tickets)[number]) =>
    ticket.deliveredAt >= cycle.loadArrivedAt &&
    ticket.deliveredAt <= cycle.dumpDepartedAt + CYCLES.ticketGraceMs;
  const tryTicket = (ticket: (typeof tickets)[number], seen: Set<string>): boolean => {
    for (const cycle of cycles) {
      if (!fits(cycle, ticket) || seen.has(cycle.id)) continue;
      seen.add(cycle.id);
      const holder = owner.get(cycle.id);
      if (holder === undefined || tryTicket(tickets.find((t) => t.id === holder)!, seen)) {
        owner.set(cycle.id, ticket.id);
        return true;
      }
    }
    return false;
  };
  let count = 0;
  for (const ticket of tickets) if (tryTicket(ticket, new Set())) count++;
  return count;
}

describe("instants read from their digits", () => {
  it("read every ISO instant as Date.parse does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(msOf(new Date(ms).toISOString())).toBe(ms);
      }),
      { numRuns: 1000 },
    );
    expect(msOf("2030-03-04T06:06:14+02:00")).toBe(Date.parse("2030-03-04T06:06:14+02:00"));
  });
});
