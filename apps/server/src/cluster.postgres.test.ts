import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type LocationsUpdate, REALTIME, topics } from "@haulwise/domain";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrator.js";
import { createTestDatabase, makeTempDir } from "./test/database.js";
import { pdfFile } from "./test/files.js";
import {
  Browser,
  freePort,
  type Instance,
  mailTo,
  ReconnectingSocket,
  startInstance,
} from "./test/instances.js";
import { type RoundRobinProxy, startRoundRobinProxy } from "./test/round-robin-proxy.js";
import { startTestS3, type TestS3 } from "./test/s3.js";
import { jobInput } from "./test/tracking.js";

const METRICS_TOKEN = "cluster-test-metrics-token";
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** One sample of an instance's Prometheus text; undefined if absent. */
async function metric(instance: Instance, name: string, labels = ""): Promise<number | undefined> {
  const response = await fetch(`${instance.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = (await response.text())
    .split("\n")
    .find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length));
}

/** Which instances lead the workers, and which have ticked each worker, from their metrics. */
async function workerStanding(instances: Instance[], names: string[]) {
  const standing = [];
  for (const instance of instances) {
    const ticked: string[] = [];
    for (const worker of names) {
      const ok =
        (await metric(
          instance,
          "haulwise_worker_ticks_total",
          `worker="${worker}",outcome="ok"`,
        )) ?? 0;
      if (ok > 0) ticked.push(worker);
    }
    standing.push({
      port: instance.port,
      leader: (await metric(instance, "haulwise_worker_leader")) === 1,
      ticked,
    });
  }
  return standing;
}

const WORKERS = [
  "auth-retention",
  "tracking-alert-sweep",
  "tracking-retention",
  "billing-renewals",
];

/**
 * The cluster an operator runs: PostgreSQL, three instances on their own ports and folders, an
 * S3-compatible bucket, and a round-robin proxy in front; then one instance is killed.
 */
describe("three instances behind a proxy, on PostgreSQL and an S3 bucket", () => {
  const temp = makeTempDir("haulwise-cluster-");
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: TestS3;
  let proxy: RoundRobinProxy;
  const instances: Instance[] = [];
  let connectionString = "";

  beforeAll(async () => {
    database = await createTestDatabase(temp.dir, "postgres");
    if (database.config.kind !== "postgres") throw new Error("expected PostgreSQL");
    connectionString = database.config.connectionString;
    // As an operator upgrades: migrations first (npm run db:migrate), then the instances.
    const handle = openDatabase(database.config, { poolSize: 1 });
    await migrateToLatest(handle);
    await handle.close();
    s3 = await startTestS3();
    const ports = [await freePort(), await freePort(), await freePort()];
    proxy = await startRoundRobinProxy(ports);
    for (const [index, port] of ports.entries()) {
      const dataDir = path.join(temp.dir, `instance-${index + 1}`);
      mkdirSync(dataDir);
      instances.push(
        startInstance(port, dataDir, {
          HOST: "127.0.0.1",
          DATABASE_URL: connectionString,
          AUTH_SECRET: "cluster-secret-shared-by-every-instance-of-it",
          PUBLIC_URL: proxy.url,
          TRUST_PROXY: "1",
          SERVE_WEB: "false",
          LOG_LEVEL: "warn",
          METRICS_TOKEN,
          RUN_WORKERS: "true",
          // Every test person comes from 127.0.0.1: the allowances are per person, not per test.
          RATE_LIMIT_MAX: "100000",
          RATE_LIMIT_INGEST_MAX: "100000",
          RATE_LIMIT_SIGN_IN_MAX: "1000",
          ...s3.env,
        }),
      );
    }
    await Promise.all(instances.map((instance) => instance.ready()));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy?.close();
    await s3?.stop();
    await database?.drop();
    temp.remove();
  }, 60_000);

  it("shares sessions, files, positions and one worker leader, and loses nothing when an instance is killed", async () => {
    const dataDirs = instances.map((instance) => instance.dataDir);
    const base = proxy.url;

    // A contractor and a driver sign up and meet through the proxy, whichever instances answer.
    const office = new Browser(proxy.url);
    await office.signUp(base, dataDirs, "contractor");
    const cab = new Browser(proxy.url);
    const driverEmail = `driver.${Date.now().toString(36)}@example.com`;
    expect(
      (await office.request(base, "POST", "/api/invitations", { emails: [driverEmail] })).status,
    ).toBe(201);
    const invitation = await mailTo(dataDirs, driverEmail, /invited you/);
    const driver = await cab.signUp(base, dataDirs, "driver", driverEmail);
    const token = new URL(invitation.link!).pathname.split("/").pop();
    expect((await cab.request(base, "POST", "/api/invitations/accept", { token })).status).toBe(
      200,
    );
    const job = (await (await office.request(base, "POST", "/api/jobs", jobInput)).json()) as {
      id: string;
    };
    expect(
      (
        await office.request(base, "POST", `/api/jobs/${job.id}/drivers`, {
          driverId: driver.userId,
        })
      ).status,
    ).toBe(204);
    expect((await cab.request(base, "PUT", "/api/me/duty", { onDuty: true })).status).toBe(200);

    // One sign-in, every instance: the session lives in PostgreSQL.
    for (const instance of instances) {
      const me = await office.request(instance.url, "GET", "/api/me");
      expect(me.status, `instance ${instance.port}`).toBe(200);
    }
    const companyId = (
      (await (await office.request(base, "GET", "/api/me")).json()) as {
        profile: { companyId: string };
      }
    ).profile.companyId;

    // A document uploaded on the first instance downloads from the second: the bucket is shared.
    const form = new FormData();
    form.append("driverId", driver.userId);
    form.append(
      "file",
      new Blob([pdfFile("Gate code 4411")], { type: "application/pdf" }),
      "Gate.pdf",
    );
    const upload = await office.request(
      instances[0]!.url,
      "POST",
      `/api/jobs/${job.id}/documents`,
      form,
    );
    expect(upload.status, await upload.clone().text()).toBe(201);
    const documentId = ((await upload.json()) as { id: string }).id;
    const download = await cab.request(
      instances[1]!.url,
      "GET",
      `/api/documents/${documentId}/download`,
    );
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(
      sha256(pdfFile("Gate code 4411")),
    );

    // A position sent to the first instance reaches a map open on the third.
    const topic = topics.companyLocations(companyId);
    const onThird = new ReconnectingSocket(
      `ws://127.0.0.1:${instances[2]!.port}${REALTIME.path}`,
      office,
      [topic],
    );
    await onThird.open();
    await onThird.next((m) => m.type === "snapshot" && "topic" in m && m.topic === topic);
    let seq = 0;
    const startedAt = Date.now() - 60 * 60_000;
    const fixAt = (n: number) => ({
      seq: n,
      recordedAt: new Date(startedAt + n * 5_000).toISOString(),
      latitude: 37.7749 + n * 0.0001,
      longitude: -122.4194,
      accuracy: 8,
    });
    seq++;
    const first = await cab.request(instances[0]!.url, "POST", "/api/positions", {
      deviceId: "cab-phone",
      fixes: [fixAt(seq)],
    });
    expect(first.status).toBe(200);
    /** A frame that puts the truck at fix `n` or further along its road. */
    const seen = (n: number) => (m: { type: string; data?: unknown }) =>
      (m.type === "snapshot" || m.type === "update") &&
      ((m.data as LocationsUpdate | undefined)?.positions ?? []).some(
        (p) => p.driverId === driver.userId && p.latitude >= fixAt(n).latitude - 1e-9,
      );
    await onThird.next(seen(seq));
    onThird.close();

    // The workers: exactly one instance leads, and only it has run them.
    await expect
      .poll(async () => (await workerStanding(instances, WORKERS)).filter((s) => s.leader).length, {
        timeout: 30_000,
      })
      .toBe(1);
    await expect
      .poll(
        async () => (await workerStanding(instances, WORKERS)).find((s) => s.leader)?.ticked.length,
        {
          timeout: 30_000,
        },
      )
      .toBe(WORKERS.length);
    const before = await workerStanding(instances, WORKERS);
    expect(before.filter((s) => !s.leader).flatMap((s) => s.ticked)).toEqual([]);
    const leader = instances.find(
      (instance) => instance.port === before.find((s) => s.leader)!.port,
    )!;

    // A map through the proxy, on the leading instance (the proxy takes turns: open maps until
    // one lands there).
    let map: ReconnectingSocket | null = null;
    while (!map) {
      const candidate = new ReconnectingSocket(
        `ws://127.0.0.1:${proxy.port}${REALTIME.path}`,
        office,
        [topic],
      );
      await candidate.open();
      if (proxy.upgrades.at(-1) === leader.port) map = candidate;
      else candidate.close();
    }
    await map.next((m) => m.connection === 1 && m.type === "snapshot");

    // The driver's phone keeps uploading through the proxy, retrying what fails, as its outbox does.
    const acknowledged: number[] = [];
    let uploading = true;
    const phone = (async () => {
      while (uploading) {
        seq++;
        for (let attempt = 0; ; attempt++) {
          const answer = await cab
            .request(base, "POST", "/api/positions", { deviceId: "cab-phone", fixes: [fixAt(seq)] })
            .catch(() => null);
          if (answer?.status === 200) {
            acknowledged.push(seq);
            break;
          }
          if (attempt > 50) throw new Error(`upload ${seq} never went through`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);

    // Mid-run, the leading instance, which holds the map's socket, is killed outright.
    await leader.kill();
    const killedAt = acknowledged.length;
    const survivors = instances.filter((instance) => instance !== leader);

    // The map reconnects through the proxy to a survivor and follows the truck again.
    await map.next((m) => m.connection > 1 && m.type === "snapshot", 30_000);
    await expect
      .poll(() => acknowledged.length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(killedAt + 5);
    const late = acknowledged.at(-1)!;
    await map.next((m) => m.connection > 1 && seen(late)(m), 30_000);
    uploading = false;
    await phone;

    // Every acknowledged fix is stored once, and so is every fix the phone retried.
    const client = new pg.Client({ connectionString });
    await client.connect();
    const stored = await client.query<{ seq: number }>(
      "select seq from location_history where user_id = $1 and device_id = 'cab-phone' order by seq",
      [driver.userId],
    );
    await client.end();
    const storedSeqs = stored.rows.map((row) => Number(row.seq));
    expect(storedSeqs).toEqual(Array.from({ length: seq }, (_, index) => index + 1));
    for (const n of acknowledged) expect(storedSeqs).toContain(n);

    // The session still holds, whichever survivor answers.
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await office.request(base, "GET", "/api/me")).status).toBe(200);
    }
    for (const survivor of survivors) {
      expect((await cab.request(survivor.url, "GET", "/api/me")).status).toBe(200);
    }

    // PostgreSQL let the dead instance's lock go: a survivor leads, and only it has ticked.
    await expect
      .poll(async () => (await workerStanding(survivors, WORKERS)).filter((s) => s.leader).length, {
        timeout: 45_000,
      })
      .toBe(1);
    await expect
      .poll(
        async () => (await workerStanding(survivors, WORKERS)).find((s) => s.leader)?.ticked.length,
        {
          timeout: 30_000,
        },
      )
      .toBe(WORKERS.length);
    const after = await workerStanding(survivors, WORKERS);
    expect(after.filter((s) => !s.leader).flatMap((s) => s.ticked)).toEqual([]);
    map.close();
  }, 300_000);
});
