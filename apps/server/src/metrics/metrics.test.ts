import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../test/client.js";
import { type StartedTestApp, startTestApp, useTestApp } from "../test/harness.js";
import { connect } from "../test/realtime.js";
import { fixesAlong, sendFixes, trackingCompany } from "../test/tracking.js";

const TOKEN = "metrics-token-for-the-test-0123";
const isPostgres = process.env.HAULWISE_TEST_DB === "postgres";

/** One sample's value from Prometheus text, by its name and exact labels; undefined if absent. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split("\n").find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length));
}

describe("metrics without METRICS_TOKEN", () => {
  const ctx = useTestApp();

  it("has no endpoint at all", async () => {
    const response = await ctx.app.inject({
      url: "/metrics",
      headers: { authorization: "Bearer anything-at-all-here" },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("metrics at /metrics for Prometheus", () => {
  let ctx: StartedTestApp;

  beforeAll(async () => {
    ctx = await startTestApp(
      { METRICS_TOKEN: TOKEN, RUN_WORKERS: "true" },
      { workerElectionIntervalMs: 50 },
    );
  });

  afterAll(async () => {
    await ctx?.close();
  });

  async function scrape(): Promise<string> {
    const response = await ctx.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  }

  it("answers only the bearer of the token", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-some-length", TOKEN]) {
      const response = await ctx.app.inject({
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain("haulwise_");
    }
  });

  it("counts requests and their time by route pattern, never by the raw address", async () => {
    const { contractor, job } = await trackingCompany(ctx);
    for (let index = 0; index < 3; index++) {
      expect((await contractor.client.get(`/api/jobs/${job.id}`)).statusCode).toBe(200);
    }
    await new TestClient(ctx.app).get(`/api/no-such-thing/${job.id}`);
    const text = await scrape();
    const route = 'method="GET",route="/api/jobs/:jobId"';
    expect(sample(text, "haulwise_http_requests_total", `${route},status="200"`)).toBe(3);
    expect(sample(text, "haulwise_http_request_duration_seconds_count", route)).toBe(3);
    expect(
      sample(text, "haulwise_http_request_duration_seconds_bucket", `le="+Inf",${route}`),
    ).toBe(3);
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain(job.id);
  });

  it("counts positions stored, the uploads and the groups they were committed in", async () => {
    const { driver } = await trackingCompany(ctx);
    const before = sample(await scrape(), "haulwise_positions_stored_total") ?? 0;
    const fixes = fixesAlong({ start: ctx.clock.now(), count: 12 });
    await Promise.all([
      sendFixes(driver, fixes.slice(0, 6)),
      sendFixes(driver, fixes.slice(6)),
      // A phone sending the same fixes again stores nothing more.
      sendFixes(driver, fixes.slice(0, 3)),
    ]);
    const text = await scrape();
    expect(sample(text, "haulwise_positions_stored_total")).toBe(before + 12);
    expect(sample(text, "haulwise_position_uploads_total")).toBeGreaterThanOrEqual(3);
    expect(sample(text, "haulwise_ingest_group_size_count")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "haulwise_ingest_group_size_sum")).toBeGreaterThanOrEqual(3);
    expect(sample(text, "haulwise_ingest_group_commit_seconds_count")).toBeGreaterThanOrEqual(1);
  });

  it("reports WebSocket clients and the frames they send and receive", async () => {
    const { contractor, companyId } = await trackingCompany(ctx);
    const before = await scrape();
    const sentBefore = sample(before, "haulwise_realtime_frames_sent_total") ?? 0;
    const socket = await connect(ctx.app, contractor);
    socket.subscribe(`company:${companyId}:locations`);
    await socket.next((message) => message.type === "snapshot");
    const text = await scrape();
    expect(sample(text, "haulwise_realtime_connections")).toBe(1);
    expect(sample(text, "haulwise_realtime_topics")).toBe(1);
    expect(sample(text, "haulwise_realtime_frames_received_total")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "haulwise_realtime_frames_sent_total")).toBeGreaterThan(sentBefore);
    expect(sample(text, "haulwise_realtime_snapshots_total")).toBeGreaterThanOrEqual(1);
    socket.close();
    await socket.closed;
    await expect.poll(async () => sample(await scrape(), "haulwise_realtime_connections")).toBe(0);
  });

  it("reports each worker's rounds and lag on the instance that leads them", async () => {
    await expect.poll(() => ctx.workers.isLeader).toBe(true);
    await expect
      .poll(async () =>
        sample(
          await scrape(),
          "haulwise_worker_ticks_total",
          'worker="auth-retention",outcome="ok"',
        ),
      )
      .toBeGreaterThanOrEqual(1);
    const text = await scrape();
    expect(sample(text, "haulwise_worker_leader")).toBe(1);
    for (const worker of ctx.workers.workers) {
      expect(
        sample(text, "haulwise_worker_lag_seconds", `worker="${worker.name}"`),
      ).toBeGreaterThanOrEqual(0);
    }
    expect(
      sample(text, "haulwise_worker_last_success_timestamp_seconds", 'worker="auth-retention"'),
    ).toBeGreaterThan(0);
    expect(
      sample(text, "haulwise_worker_tick_duration_seconds_count", 'worker="auth-retention"'),
    ).toBeGreaterThanOrEqual(1);
  });

  it("counts mail by kind and outcome, and the database pool on PostgreSQL", async () => {
    // Signing people up above sent their verification mail.
    const text = await scrape();
    expect(
      sample(text, "haulwise_mail_total", 'kind="verification",outcome="sent"'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, "haulwise_mail_in_flight")).toBe(0);
    expect(text).toContain(
      `haulwise_info{database="${isPostgres ? "postgres" : "sqlite"}",storage="local"`,
    );
    if (isPostgres) {
      expect(sample(text, "haulwise_db_pool_max_connections")).toBe(4);
      expect(sample(text, "haulwise_db_pool_connections")).toBeGreaterThanOrEqual(1);
      expect(sample(text, "haulwise_db_pool_waiting_queries")).toBe(0);
    } else {
      expect(text).not.toContain("haulwise_db_pool_connections ");
    }
    // Node's own figures, for the usual dashboards.
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });
});
