// What counting visits and cycles live costs the single-fix ingest, against the BUILT server
// on its embedded default (SQLite, every acknowledged write on disk), in one run: phones of a
// company with no sites, then phones of a company whose pit and dumps are drawn and routed,
// each phone (one connection each, its fixes in order as a phone sends them) uploading one fix
// at a time. The second company's trucks drive round and through its pit, so every fix is
// within reach of a fence and counted (the dearest case: most of a real day is on the road,
// out of every fence's reach). The rounds alternate, twice each. Ceiling: counting may cost at
// most 10 % (ratio ≥ 0.9). Prints ONE JSON line.
// Usage: npm run build && node bench/cycles-live.mjs [seconds-per-round] [phones]
import os from "node:os";
import autocannon from "autocannon";
import { seedHaulingCompany } from "./lib/hauling-days.mjs";
import { dist, nextAddress, requireBuild, seedFleet, startServer } from "./lib/haulwise.mjs";

requireBuild();
const seconds = Number(process.argv[2] ?? 10);
const phones = Number(process.argv[3] ?? 16);

const { openDatabase } = await import(dist("db/database.js"));
const { ORIGIN } = await import(dist("modules/cycles/simulator/index.js"));

/**
 * A phone's next fix, in order: a truck circling the pit's centre at 60 to 240 m (the fence is
 * at 150 m), so it crosses the fence in and out every couple of minutes of its own clock.
 */
function phone(index) {
  let seq = 0;
  const deviceId = `bench-live-${index}`;
  return () => {
    seq++;
    const angle = (seq / 40) * 2 * Math.PI + index;
    const radius = 150 + 90 * Math.sin(seq / 25 + index);
    const latitude = ORIGIN.latitude + (radius * Math.sin(angle)) / 111_195;
    const longitude =
      ORIGIN.longitude +
      (radius * Math.cos(angle)) / (111_195 * Math.cos((ORIGIN.latitude * Math.PI) / 180));
    return JSON.stringify({
      deviceId,
      fixes: [
        {
          seq,
          recordedAt: new Date(Date.now() - 1_000).toISOString(),
          latitude,
          longitude,
          accuracy: 8,
          speed: 6,
        },
      ],
    });
  };
}

/** Each connection is one phone of one driver, sending its fixes one after another. */
function hammer(server, drivers) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${server.base}/api/positions`,
        method: "POST",
        connections: drivers.length,
        duration: seconds,
        setupClient(client) {
          const index = next++;
          const driver = drivers[index % drivers.length];
          const body = phone(index);
          const headers = () => ({
            "content-type": "application/json",
            origin: server.base,
            cookie: driver.cookie,
            "x-forwarded-for": nextAddress(),
          });
          client.setHeadersAndBody(headers(), body());
          client.on("response", () => client.setHeadersAndBody(headers(), body()));
        },
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx + result.errors > 0) {
          return reject(new Error(`${result.non2xx + result.errors} failed uploads`));
        }
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
        });
      },
    );
  });
}

const server = await startServer({
  RATE_LIMIT_INGEST_MAX: "1000000000",
  // The recount worker has nothing to do here; the live path is what is measured.
  RUN_WORKERS: "false",
  SERVE_WEB: "false",
});
try {
  const handle = openDatabase({ kind: "sqlite", filename: server.database });
  const [plain] = await seedFleet(handle.db, { companies: 1, driversPerCompany: phones });
  const hauling = await seedHaulingCompany(handle.db, phones);
  const counted = async () =>
    Number(
      (
        await handle.db
          .selectFrom("site_visits")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst()
      ).n,
    );
  const rounds = { withoutSites: [], withSites: [] };
  for (let round = 0; round < 2; round++) {
    rounds.withoutSites.push(await hammer(server, plain.drivers));
    rounds.withSites.push(await hammer(server, hauling.drivers));
  }
  const visits = await counted();
  await handle.close();
  const mean = (list) =>
    Math.round(list.reduce((sum, r) => sum + r.requestsPerSecond, 0) / list.length);
  const without = mean(rounds.withoutSites);
  const withSites = mean(rounds.withSites);
  const ratio = Number((withSites / without).toFixed(3));
  console.log(
    JSON.stringify({
      bench: "cycles-live",
      database: "sqlite",
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
      secondsPerRound: seconds,
      phones,
      withoutSites: { requestsPerSecond: without, rounds: rounds.withoutSites },
      withSites: { requestsPerSecond: withSites, rounds: rounds.withSites, visitsCounted: visits },
      ratio,
      ceilingRatio: 0.9,
      withinCeiling: ratio >= 0.9,
    }),
  );
} finally {
  await server.stop();
}
