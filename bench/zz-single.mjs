import autocannon from "autocannon";
import { dist, nextAddress, seedFleet, startServer } from "./lib/haulwise.mjs";
const { openDatabase } = await import(dist("db/database.js"));
const server = await startServer({ TRACKING_INGEST_RATE_LIMIT: "1000000000", DB_SYNCHRONOUS: process.env.SYNC ?? "FULL" });
const handle = openDatabase({ kind: "sqlite", filename: server.database });
const [company] = await seedFleet(handle.db, { companies: 1, driversPerCompany: 2 });
await handle.close();
const single = company.drivers[0];
let seq = 0;
const oneFix = () => { seq++; return JSON.stringify({ deviceId: "bench-single-device", fixes: [{ seq, recordedAt: new Date(Date.now() - 1000).toISOString(), latitude: 37 + (seq % 1000) * 1e-6, longitude: -120, accuracy: 8 }] }); };
const path = process.env.PATHX ?? "/api/positions";
const result = await autocannon({ url: `${server.base}${path}`, method: process.env.METHOD ?? "POST", connections: 16, duration: Number(process.argv[2] ?? 6),
  headers: { "content-type": "application/json", origin: server.base, cookie: single.cookie },
  requests: [{ setupRequest: (r) => ({ ...r, body: r.method === "GET" ? undefined : oneFix(), headers: { ...r.headers, "x-forwarded-for": nextAddress() } }) }] });
console.log(JSON.stringify({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors }));
await server.stop();
