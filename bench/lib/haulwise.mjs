// What the benchmarks share: the BUILT server started as its own process on a fresh data
// folder, clients that keep their session cookie, and people seeded straight into the
// database with sessions signed the way Better Auth signs them (thousands of sign-ups through
// the API would take longer than the measurement).
import { spawn } from "node:child_process";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

export const root = path.resolve(import.meta.dirname, "../..");
export const dist = (file) => path.join(root, "apps/server/dist", file);
export const AUTH_SECRET = "bench-secret-that-is-long-enough-for-better-auth";
export const SESSION_COOKIE = "haulwise.session_token";

export function requireBuild() {
  if (!existsSync(dist("main.js"))) throw new Error("Run `npm run build` first.");
}

export const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * The built server on its own process and data folder; `stop()` ends it and removes the
 * folder. `nodeFlags` go to its Node (e.g. to measure memory with garbage collected).
 */
export async function startServer(env = {}, nodeFlags = []) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "haulwise-bench-"));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  // BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...nodeFlags, dist("main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      AUTH_SECRET,
      LOG_LEVEL: "warn",
      // The bench stands in for a proxy, so every simulated person has an address of their own.
      TRUST_PROXY: "127.0.0.1",
      // A benchmark asks one account's reports hundreds of times a minute: it measures the
      // work, not the API allowance that would answer a person doing that 429.
      RATE_LIMIT_MAX: "1000000000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (attempt > 600) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    port,
    dataDir,
    pid: child.pid,
    database: path.join(dataDir, "haulwise.db"),
    async stop({ keepData = false } = {}) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      if (!keepData && !env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let addressCounter = 0;
/** A made-up client address, announced through X-Forwarded-For to the trusted local proxy. */
export const nextAddress = () => {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/**
 * A signed-in person; seeding sends many requests a minute, so each gets its own address.
 * `send` answers the raw response (a PDF, a timing); `call` its JSON.
 */
export function client(base, cookie = "") {
  async function send(method, url, body) {
    const headers = { origin: base, "x-forwarded-for": nextAddress() };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(base + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    const set = response.headers.getSetCookie();
    if (set.length > 0) cookie = set.map((c) => c.split(";")[0]).join("; ");
    if (response.status >= 400) {
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    }
    return response;
  }
  return {
    get cookie() {
      return cookie;
    },
    send,
    async call(method, url, body) {
      const text = await (await send(method, url, body)).text();
      return text ? JSON.parse(text) : null;
    },
  };
}

/** The newest mail to `to` in the server's outbox whose subject matches. */
export async function mailLink(dataDir, to, subject) {
  const dir = path.join(dataDir, "outbox");
  for (let i = 0; i < 100; i++) {
    if (existsSync(dir)) {
      const match = readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")))
        .filter((m) => m.to === to && subject.test(m.subject))
        .at(-1);
      if (match) return match.link;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

/** Sign-up, the verification link from the outbox, sign-in: a ready account, through the API. */
export async function account(server, role, firstName, lastName, email, extra = {}) {
  const person = client(server.base);
  const password = "bench-password-123";
  await person.call("POST", "/api/auth/sign-up/email", {
    email,
    password,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    role,
    ...extra,
  });
  const link = new URL(await mailLink(server.dataDir, email, /verify/i));
  await person.call("GET", link.pathname + link.search);
  await person.call("POST", "/api/auth/sign-in/email", { email, password });
  return person;
}

/** A fresh contractor whose company counts its days in UTC, as the report benches count them. */
export const utcContractor = (server) =>
  account(server, "contractor", "Maria", "Alvarez", `boss-${randomUUID()}@bench.example`, {
    timeZone: "UTC",
  });

/** The cookie header Better Auth reads for a session token: the token and its HMAC-SHA256. */
export function sessionCookie(token) {
  const signature = createHmac("sha256", AUTH_SECRET).update(token).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Companies, each with contractors, on-duty drivers on one active job, and a session per
 * person, written with a Kysely handle (either database). Returns ids and session cookies.
 */
export async function seedFleet(db, { companies, driversPerCompany, contractorsPerCompany = 1 }) {
  const now = new Date().toISOString();
  // Sessions as in the middle of a working day: renewed (to seven days) at the day's first
  // request, two hours ago. A session a day old or more is renewed on its next request, which
  // is a write; seeding every session at that age would make the first minute of every
  // benchmark a renewal storm no working fleet has.
  const expires = new Date(Date.now() + 7 * 86_400_000 - 2 * 3_600_000).toISOString();
  const fleet = [];
  const users = [];
  const profiles = [];
  const sessions = [];
  const members = [];
  const companyRows = [];
  const jobs = [];
  const assignments = [];
  const person = (role, label, onDuty) => {
    const id = randomUUID();
    const token = randomBytes(24).toString("base64url");
    users.push({
      id,
      name: label,
      email: `${id}@bench.example`,
      email_verified: true,
      image: null,
      first_name: label,
      last_name: "Bench",
      role,
      created_at: now,
      updated_at: now,
    });
    profiles.push({
      id,
      first_name: label,
      last_name: "Bench",
      role,
      on_duty: onDuty,
      created_at: now,
      updated_at: now,
    });
    sessions.push({
      id: randomUUID(),
      token,
      user_id: id,
      expires_at: expires,
      ip_address: null,
      user_agent: "bench",
      created_at: now,
      updated_at: now,
    });
    return { userId: id, cookie: sessionCookie(token) };
  };
  for (let c = 0; c < companies; c++) {
    const companyId = randomUUID();
    const jobId = randomUUID();
    const contractors = Array.from({ length: contractorsPerCompany }, (_, i) =>
      person("contractor", `Boss${c}x${i}`, false),
    );
    const drivers = Array.from({ length: driversPerCompany }, (_, i) =>
      person("driver", `Driver${c}x${i}`, true),
    );
    companyRows.push({
      id: companyId,
      name: `Bench Hauling ${c}`,
      owner_id: contractors[0].userId,
      created_at: now,
      updated_at: now,
    });
    for (const [i, p] of contractors.entries()) {
      members.push({
        company_id: companyId,
        user_id: p.userId,
        member_role: i === 0 ? "owner" : "contractor",
        joined_at: now,
      });
    }
    for (const p of drivers) {
      members.push({
        company_id: companyId,
        user_id: p.userId,
        member_role: "driver",
        joined_at: now,
      });
      assignments.push({
        id: randomUUID(),
        job_id: jobId,
        driver_id: p.userId,
        status: "active",
        requested_at: null,
        joined_at: now,
        created_at: now,
        updated_at: now,
      });
    }
    jobs.push({
      id: jobId,
      company_id: companyId,
      contractor_id: contractors[0].userId,
      job_number: `JOB-${c}`,
      title: `Quarry run ${c}`,
      description: "Base rock from the quarry to the site.",
      status: "active",
      location: "Fresno",
      location_address: null,
      latitude: null,
      longitude: null,
      start_date: now.slice(0, 10),
      created_at: now,
      updated_at: now,
    });
    fleet.push({ companyId, jobId, contractors, drivers });
  }
  const insert = async (table, rows) => {
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto(table)
        .values(rows.slice(i, i + 500))
        .execute();
    }
  };
  await insert("users", users);
  await insert("profiles", profiles);
  await insert("sessions", sessions);
  await insert("companies", companyRows);
  await insert("company_members", members);
  await insert("jobs", jobs);
  await insert("job_drivers", assignments);
  return fleet;
}

/** A contractor's ordinary list, made through the API: a dozen jobs. */
export async function seedJobs(contractor, count = 12) {
  for (let i = 1; i <= count; i++) {
    await contractor.call("POST", "/api/jobs", {
      title: `Gravel haul ${i}`,
      description: "Move 400 t of gravel from the north quarry to the river bank site.",
      location: `Site ${i}`,
      startDate: new Date().toISOString().slice(0, 10),
    });
  }
}

/** Sorted samples → percentile. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Unsorted samples → percentile. */
export const percentileOf = (values, p) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );

export const median = (values) => percentileOf(values, 50);

/**
 * A driver's track row as ingest leaves it (`driver_positions`): at `latitude`, last heard
 * `seenAgoMs` ago, within the idle radius since `anchoredAgoMs` ago.
 */
export function trackRow(driverId, { latitude, seenAgoMs, anchoredAgoMs, now = Date.now() }) {
  const ago = (ms) => new Date(now - ms).toISOString();
  return {
    driver_id: driverId,
    device_id: "bench",
    latitude,
    longitude: -119.8,
    accuracy: 8,
    altitude: null,
    speed: 12,
    heading: 90,
    recorded_at: ago(seenAgoMs),
    last_seen_at: ago(seenAgoMs),
    anchor_latitude: latitude,
    anchor_longitude: -119.8,
    anchor_since: ago(anchoredAgoMs),
    candidate_latitude: null,
    candidate_longitude: null,
    candidate_accuracy: null,
    candidate_at: null,
    interruption: null,
    interrupted_at: null,
    state: "moving",
    updated_at: ago(seenAgoMs),
  };
}

export async function insertRows(db, table, rows) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/**
 * GETs `url` with the session `cookie` from `connections` clients for `seconds`, each request
 * from its own address (so the per-address limit measures nothing); refuses any failure.
 */
export function loadTest(base, url, cookie, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base + url,
        connections,
        duration: seconds,
        headers: { cookie },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, "x-forwarded-for": nextAddress() },
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const failed = result.non2xx + result.errors;
        if (failed > 0) return reject(new Error(`${url}: ${failed} failed responses`));
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          bytes: Math.round(result.throughput.total / result.requests.total),
        });
      },
    );
  });
}
