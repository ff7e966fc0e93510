// A 50-truck job's days as the server answers them: each truck loads at the pit, hauls, dumps
// and returns about fourteen times in a ten-hour shift, with a tenth of the loads not ticketed.
import {
  type Cycle,
  type CycleList,
  type CycleTimes,
  durationStatsOf,
  type Reconciliation,
} from "@haulwise/domain";

const MINUTE = 60_000;

/** A repeatable pseudo-random sequence, so every run times the same days. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function timesOf(cycles: Cycle[]): CycleTimes {
  const seconds = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 1000;
  const sorted = [...cycles].sort(
    (a, b) => Date.parse(a.load.arrivedAt) - Date.parse(b.load.arrivedAt),
  );
  const next = (cycle: Cycle) =>
    sorted.find(
      (later) =>
        later.driverId === cycle.driverId &&
        Date.parse(later.load.arrivedAt) > Date.parse(cycle.dump.departedAt),
    );
  const returns = sorted.flatMap((cycle) => {
    const after = next(cycle);
    return after ? [seconds(cycle.dump.departedAt, after.load.arrivedAt)] : [];
  });
  const whole = sorted.flatMap((cycle) => {
    const after = next(cycle);
    return after ? [seconds(cycle.load.arrivedAt, after.load.arrivedAt)] : [];
  });
  return {
    atLoad: durationStatsOf(sorted.map((c) => seconds(c.load.arrivedAt, c.load.departedAt))),
    haul: durationStatsOf(sorted.map((c) => seconds(c.load.departedAt, c.dump.arrivedAt))),
    atDump: durationStatsOf(sorted.map((c) => seconds(c.dump.arrivedAt, c.dump.departedAt))),
    return: durationStatsOf(returns),
    cycle: durationStatsOf(whole),
  };
}

/** The cycles read and the reconciliation read of one day, as JSON text. */
export function haulDay(day: string, trucks: number): { cycles: string; reconciliation: string } {
  const next = random(Date.parse(day) / MINUTE);
  const start = Date.parse(`${day}T06:00:00`);
  const cycles: Cycle[] = [];
  const drivers = Array.from({ length: trucks }, (_, i) => ({
    driverId: `d${i}`,
    name: `Driver ${i + 1}`,
    truck: `${100 + i} · Kenworth T880`,
  }));
  for (const driver of drivers) {
    let at = start + next() * 30 * MINUTE;
    for (let n = 0; n < 14; n++) {
      const iso = (ms: number) => new Date(ms).toISOString();
      const loadArrived = at;
      const loadDeparted = loadArrived + (4 + next() * 20) * MINUTE;
      const dumpArrived = loadDeparted + (12 + next() * 8) * MINUTE;
      const dumpDeparted = dumpArrived + (2 + next() * 3) * MINUTE;
      cycles.push({
        id: `${day}-${driver.driverId}-${n}`,
        jobId: "j1",
        driverId: driver.driverId,
        load: { siteId: "pit", arrivedAt: iso(loadArrived), departedAt: iso(loadDeparted) },
        dump: { siteId: "fill", arrivedAt: iso(dumpArrived), departedAt: iso(dumpDeparted) },
        inferred: next() < 0.03,
        loadId: next() < 0.9 ? `l-${day}-${driver.driverId}-${n}` : null,
      });
      at = dumpDeparted + (10 + next() * 8) * MINUTE;
    }
  }
  const counts = (list: Cycle[]) => ({
    cycles: list.length,
    ticketed: list.filter((c) => c.loadId).length,
    inferred: list.filter((c) => c.inferred).length,
  });
  const list: CycleList = {
    cycles,
    summary: {
      from: new Date(Date.parse(`${day}T00:00:00`)).toISOString(),
      to: new Date(Date.parse(`${day}T00:00:00`) + 24 * 60 * MINUTE).toISOString(),
      timeZone: "UTC",
      counts: counts(cycles),
      times: timesOf(cycles),
      days: [{ date: day, counts: counts(cycles), times: timesOf(cycles) }],
      drivers: drivers.map((driver) => {
        const own = cycles.filter((c) => c.driverId === driver.driverId);
        return { ...driver, counts: counts(own), times: timesOf(own) };
      }),
      route: {
        loadSite: { id: "pit", name: "North pit" },
        dumpSite: { id: "fill", name: "Maple Street fill" },
      },
    },
  };
  const without = cycles.filter((c) => !c.loadId);
  const reconciliation: Reconciliation = {
    jobId: "j1",
    from: list.summary.from,
    to: list.summary.to,
    timeZone: "UTC",
    days: [
      {
        date: day,
        cycles: cycles.length,
        tickets: cycles.length - without.length + 3,
        matched: cycles.length - without.length,
        cyclesWithoutTicket: without,
        ticketsWithoutCycle: Array.from({ length: 3 }, (_, i) => ({
          id: `t-${day}-${i}`,
          loadNumber: 9000 + i,
          ticketNumber: `T-${i}`,
          driverId: `d${i}`,
          driverName: `Driver ${i + 1}`,
          completedAt: new Date(start + (i + 2) * 60 * MINUTE).toISOString(),
          quantity: 18,
          quantityUnit: "tons",
        })),
      },
    ],
    totals: {
      cycles: cycles.length,
      tickets: cycles.length - without.length + 3,
      matched: cycles.length - without.length,
      cyclesWithoutTicket: without.length,
      ticketsWithoutCycle: 3,
    },
  };
  return { cycles: JSON.stringify(list), reconciliation: JSON.stringify(reconciliation) };
}
