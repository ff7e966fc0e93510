// Live maps under load, against the BUILT server on its embedded default (SQLite, in-process
// realtime, default 50 ms window): simulated drivers each upload one fix every 5 s over HTTP
// with their own session, and contractors' map clients follow their company's locations topic
// over WebSocket. Companies of 40 drivers, billing off so every driver is on the map.
// Measures, in one run:
// - the time from a driver's send to each map client's receipt (p50/p99), against the 150 ms
//   goal and the ~213 ms p99 hosted realtime services publish;
// - whether every client ends with the latest position of every driver of its company;
// - the server's memory per idle socket (RSS growth over 2,000 authenticated idle sockets);
// - the server's CPU use and the frames it sent;
// - the connections the kernel dropped because the server's accept queue was full (the whole
//   machine's count over the run): Node accepts one connection per turn of its event loop, so
//   while the loop is busy the drivers' first connections wait, and their SYN retries add whole
//   seconds to the first fixes.
// Prints one JSON line. Usage: npm run build && node bench/realtime.mjs [drivers] [clients] [seconds]
// (DB_SYNCHRONOUS=FULL runs the server waiting for the disk at each commit on its own thread;
// BENCH_DATABASE=postgres runs it on an embedded PostgreSQL, the configuration for big fleets;
// with it, INSTANCES=3 runs three instances on that one database, drivers and maps spread over
// them in turn, so most positions reach their maps through another instance.)
import { readFileSync } from "node:fs";
import os from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import pg from "pg";
import WebSocket from "ws";
import { startEmbeddedPostgres } from "../scripts/embedded-postgres.mjs";
import {
  dist,
  insertRows,
  nextAddress,
  percentile,
  requireBuild,
  seedFleet,
  startServer,
  trackRow,
} from "./lib/haulwise.mjs";

const DRIVERS_PER_COMPANY = 40;
const SEND_EVERY_MS = 5_000;
const IDLE_SOCKETS = 2_000;
const collector = new URL("./lib/collect-garbage.mjs", import.meta.url).pathname;

if (!isMainThread) {
  // The drivers, on a thread of their own so their uploads do not delay the clients' clocks.
  const { bases, drivers, seconds } = workerData;
  const stopAt = Date.now() + seconds * 1000;
  let sent = 0;
  let failed = 0;
  const last = {};
  await Promise.all(
    drivers.map(async (driver, index) => {
      const address = nextAddress();
      const base = bases[index % bases.length];
      await new Promise((r) => setTimeout(r, (index / drivers.length) * SEND_EVERY_MS));
      for (let seq = 1; Date.now() < stopAt; seq++) {
        const due = Date.now() + SEND_EVERY_MS;
        const latitude = 36 + (index % 100) * 0.01 + seq * 1e-5;
        try {
          const response = await fetch(`${base}/api/positions`, {
            method: "POST",
            headers: {
              origin: base,
              cookie: driver.cookie,
              "content-type": "application/json",
              "x-forwarded-for": address,
            },
            body: JSON.stringify({
              deviceId: `bench-phone-${index}`,
              fixes: [
                {
                  seq,
                  recordedAt: new Date().toISOString(),
                  latitude,
                  longitude: -119.8,
                  accuracy: 8,
                  speed: 2,
                },
              ],
            }),
          });
          await response.arrayBuffer();
          if (response.ok) {
            sent++;
            last[driver.userId] = latitude;
          } else failed++;
        } catch {
          failed++;
        }
        await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
      }
    }),
  );
  parentPort.postMessage({ sent, failed, last });
} else {
  requireBuild();
  const drivers = Number(process.argv[2] ?? 2_000);
  const clients = Number(process.argv[3] ?? 500);
  const seconds = Number(process.argv[4] ?? 30);
  const companies = Math.ceil(drivers / DRIVERS_PER_COMPANY);

  const rssKb = (pid) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]);
  const listenOverflows = () => {
    const [names, values] = readFileSync("/proc/net/netstat", "utf8")
      .split("\n")
      .filter((line) => line.startsWith("TcpExt:"))
      .map((line) => line.split(/\s+/));
    return Number(values[names.indexOf("ListenOverflows")]);
  };
  const cpuTicks = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return Number(fields[11]) + Number(fields[12]);
  };

  function open(base, cookie) {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${base.replace("http", "ws")}/api/realtime`, {
        headers: { origin: base, cookie, "x-forwarded-for": nextAddress() },
      });
      socket.once("open", () => resolve(socket));
      socket.once("error", reject);
      socket.once("unexpected-response", (_q, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
    });
  }

  const seed = async (server, databaseUrl = null) => {
    const { openDatabase } = await import(dist("db/database.js"));
    const handle = databaseUrl
      ? openDatabase({ kind: "postgres", connectionString: databaseUrl })
      : openDatabase({ kind: "sqlite", filename: server.database });
    const fleet = await seedFleet(handle.db, {
      companies,
      driversPerCompany: DRIVERS_PER_COMPANY,
      contractorsPerCompany: Math.ceil(clients / companies),
    });
    // Every driver already on the map, as in the middle of a working day.
    const rows = fleet
      .flatMap((company) => company.drivers)
      .map((driver, index) =>
        trackRow(driver.userId, {
          latitude: 36 + (index % 100) * 0.01,
          seenAgoMs: 2_000,
          anchoredAgoMs: 2_000,
        }),
      );
    await insertRows(handle.db, "driver_positions", rows);
    await handle.close();
    return fleet;
  };

  /**
   * Memory on a server of its own that collects garbage every 250 ms: RSS growth over idle,
   * authenticated sockets that each follow a quiet topic. First as many sockets open and close
   * again: what grows once (compiled code, caches) and the memory the handshakes' passing
   * garbage took stay with the process, so the growth after it is what the sockets keep.
   */
  async function memoryPerIdleSocket() {
    const server = await startServer({}, ["--expose-gc", "--import", collector]);
    try {
      const fleet = await seed(server);
      // Spread over every contractor: one account may hold only a few sockets at once.
      const people = fleet.flatMap((company) => company.contractors);
      const openIdle = async (count) => {
        const idle = [];
        for (let i = 0; i < count; i++) {
          const person = people[i % people.length];
          const socket = await open(server.base, person.cookie);
          socket.send(
            JSON.stringify({ type: "subscribe", topic: `user:${person.userId}:notifications` }),
          );
          idle.push(socket);
        }
        await new Promise((r) => setTimeout(r, 3_000));
        return { idle, rss: rssKb(server.pid) };
      };
      const warm = await openIdle(IDLE_SOCKETS);
      for (const socket of warm.idle) socket.close();
      await new Promise((r) => setTimeout(r, 3_000));
      const before = rssKb(server.pid);
      const after = await openIdle(IDLE_SOCKETS);
      for (const socket of after.idle) socket.close();
      return (after.rss - before) / IDLE_SOCKETS;
    } finally {
      await server.stop();
    }
  }

  const perIdleSocketKb = await memoryPerIdleSocket();
  // BENCH_DATABASE=postgres: the configuration for large fleets, on an embedded PostgreSQL
  // (with its default realtime bridge, LISTEN/NOTIFY).
  const postgres = process.env.BENCH_DATABASE === "postgres" ? await startEmbeddedPostgres() : null;
  const instances = postgres ? Number(process.env.INSTANCES ?? 1) : 1;
  let databaseUrl = null;
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query("create database realtime");
    await admin.end();
    const url = new URL(postgres.url);
    url.pathname = "/realtime";
    databaseUrl = url.toString();
  }
  const servers = [];
  for (let index = 0; index < instances; index++) {
    servers.push(
      await startServer({
        BILLING: "off",
        RATE_LIMIT_INGEST_MAX: "1000000",
        ...(process.env.DB_SYNCHRONOUS ? { DB_SYNCHRONOUS: process.env.DB_SYNCHRONOUS } : {}),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      }),
    );
  }
  const server = servers[0];
  try {
    const fleet = await seed(server, databaseUrl);

    // Map clients: each contractor of a company follows its locations topic.
    const seen = [];
    const latencies = [];
    let frames = 0;
    const mapClients = [];
    for (let i = 0; i < clients; i++) {
      const company = fleet[i % fleet.length];
      const contractor =
        company.contractors[Math.floor(i / fleet.length) % company.contractors.length];
      const socket = await open(servers[i % instances].base, contractor.cookie);
      const latest = new Map();
      const topic = `company:${company.companyId}:locations`;
      const ready = new Promise((resolve) => {
        socket.on("message", (data) => {
          const at = Date.now();
          const message = JSON.parse(String(data));
          if (message.topic !== topic) return;
          frames++;
          for (const position of message.data.positions ?? []) {
            latest.set(position.driverId, position.latitude);
            if (message.type === "update") latencies.push(at - Date.parse(position.recordedAt));
          }
          if (message.type === "snapshot") resolve();
        });
      });
      socket.send(JSON.stringify({ type: "subscribe", topic }));
      await ready;
      mapClients.push(socket);
      seen.push({ company, latest });
    }

    const cpuOf = () => servers.reduce((total, each) => total + cpuTicks(each.pid), 0);
    const cpuBefore = cpuOf();
    const overflowsBefore = listenOverflows();
    const started = Date.now();
    const driverList = fleet.flatMap((company) => company.drivers);
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { bases: servers.map((each) => each.base), drivers: driverList, seconds },
    });
    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, ...servers.map((each) => rssKb(each.pid)));
    }, 500);
    const result = await new Promise((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    const elapsed = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 2_000));
    clearInterval(sampler);
    const serverCpu = (cpuOf() - cpuBefore) / 100;
    const overflows = listenOverflows() - overflowsBefore;

    let missing = 0;
    for (const { company, latest } of seen) {
      for (const driver of company.drivers) {
        const sent = result.last[driver.userId];
        if (sent !== undefined && latest.get(driver.userId) !== sent) missing++;
      }
    }
    for (const socket of mapClients) socket.close();
    latencies.sort((a, b) => a - b);

    console.log(
      JSON.stringify({
        bench: "realtime",
        database: postgres ? "postgres" : "sqlite",
        instances,
        cpus: os.cpus().length,
        loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
        drivers,
        mapClients: clients,
        companies,
        seconds,
        coalesceMs: 50,
        fixesSent: result.sent,
        fixesFailed: result.failed,
        uploadsPerSecond: Math.round(result.sent / elapsed),
        deliveries: latencies.length,
        framesReceived: frames,
        latencyMs: {
          p50: percentile(latencies, 50),
          p90: percentile(latencies, 90),
          p99: percentile(latencies, 99),
          max: latencies.at(-1) ?? null,
          goalP99: 150,
          hostedServicesP99: 213,
        },
        latestPositionMissing: missing,
        latestPositionChecks: seen.reduce((n, { company }) => n + company.drivers.length, 0),
        // All instances together, in percent of one core; the peak memory of the largest.
        serverCpuPercent: Math.round((serverCpu / (elapsed + 2)) * 100),
        serverPeakRssMb: Math.round(peakRss / 1024),
        acceptQueueOverflows: overflows,
        idleSockets: IDLE_SOCKETS,
        memoryPerIdleSocketKb: Number(perIdleSocketKb.toFixed(1)),
        goalPerIdleSocketKb: 12,
      }),
    );
  } finally {
    for (const each of servers) await each.stop();
    await postgres?.stop();
  }
}
