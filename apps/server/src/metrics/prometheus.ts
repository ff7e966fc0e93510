import type { PoolUse } from "../db/database.js";
import type { HubStats } from "../realtime/hub.js";
import type { WorkerObserver, WorkerStatus } from "../workers/runner.js";
import type { Metrics } from "./metrics.js";

/** What is read at each scrape rather than counted as it happens. */
export type MetricSources = {
  realtime(): HubStats;
  workers(): { leader: boolean; workers: WorkerStatus[] };
  pool(): PoolUse | null;
  mailInFlight(): number;
};

/** Labels that hold for the whole instance, shown as `haulwise_info`. */
export type InstanceInfo = { database: string; storage: string; realtimeBridge: string };

export type Prometheus = {
  metrics: Metrics;
  workerObserver: WorkerObserver;
  /** One answered HTTP request: its route's pattern (never the raw URL), status and seconds. */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  /** Names what is read at scrape time; until then those series are absent. */
  watch(sources: MetricSources): void;
  render(): Promise<{ contentType: string; body: string }>;
};

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus registry of one instance (`prom-client`, loaded only when METRICS_TOKEN is
 * set). Counters on hot paths are bound to their labels once and kept, so a request or an
 * ingest group costs a map lookup and a few additions.
 */
export async function createPrometheus(info: InstanceInfo): Promise<Prometheus> {
  const client = await import("prom-client");
  const registry = new client.Registry();
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry });
  let sources: MetricSources | null = null;

  new client.Gauge({
    name: "haulwise_info",
    help: "This instance's database, file storage and realtime bridge",
    labelNames: ["database", "storage", "realtime_bridge"],
    registers,
  }).set(
    { database: info.database, storage: info.storage, realtime_bridge: info.realtimeBridge },
    1,
  );

  const httpRequests = new client.Counter({
    name: "haulwise_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers,
  });
  const httpSeconds = new client.Histogram({
    name: "haulwise_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method and route pattern",
    labelNames: ["method", "route"],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  type Bound = { observe(seconds: number): void; statuses: Map<number, { inc(): void }> };
  const boundRoutes = new Map<string, Bound>();

  const positionsStored = new client.Counter({
    name: "haulwise_positions_stored_total",
    help: "GPS fixes written to position history (duplicates and refused fixes excluded)",
    registers,
  });
  const positionUploads = new client.Counter({
    name: "haulwise_position_uploads_total",
    help: "Position uploads and tracking beacons committed",
    registers,
  });
  const groupSizes = new client.Histogram({
    name: "haulwise_ingest_group_size",
    help: "Uploads committed together in one transaction (group commit)",
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers,
  });
  const groupSeconds = new client.Histogram({
    name: "haulwise_ingest_group_commit_seconds",
    help: "Time to write and commit one group of uploads",
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers,
  });

  const mails = new client.Counter({
    name: "haulwise_mail_total",
    help: "Mail handed to the mailer, by kind and outcome (capped: the mailbox had its share)",
    labelNames: ["kind", "outcome"],
    registers,
  });
  const mailSeconds = new client.Histogram({
    name: "haulwise_mail_send_seconds",
    help: "Time to hand one message to SMTP or the outbox",
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers,
  });
  new client.Gauge({
    name: "haulwise_mail_in_flight",
    help: "Messages being sent right now (mail is sent by the request that asks for it)",
    registers,
    collect() {
      if (sources) this.set(sources.mailInFlight());
    },
  });

  const workerTicks = new client.Counter({
    name: "haulwise_worker_ticks_total",
    help: "Worker rounds on this instance, by outcome (skipped: the previous round still ran)",
    labelNames: ["worker", "outcome"],
    registers,
  });
  const workerSeconds = new client.Histogram({
    name: "haulwise_worker_tick_duration_seconds",
    help: "Time one worker round took",
    labelNames: ["worker"],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });
  new client.Gauge({
    name: "haulwise_worker_leader",
    help: "1 where this instance runs the periodic workers (one instance of a cluster at a time)",
    registers,
    collect() {
      if (sources) this.set(sources.workers().leader ? 1 : 0);
    },
  });
  new client.Gauge({
    name: "haulwise_worker_lag_seconds",
    help: "How far past its interval a worker's next round has not started; only the leader reports",
    labelNames: ["worker"],
    registers,
    collect() {
      this.reset();
      for (const worker of sources?.workers().workers ?? []) {
        if (worker.lagMs !== null) this.set({ worker: worker.name }, worker.lagMs / 1000);
      }
    },
  });
  new client.Gauge({
    name: "haulwise_worker_last_success_timestamp_seconds",
    help: "When a worker's last successful round on this instance ended (Unix time)",
    labelNames: ["worker"],
    registers,
    collect() {
      this.reset();
      for (const worker of sources?.workers().workers ?? []) {
        if (worker.lastSucceededAt !== null) {
          this.set({ worker: worker.name }, worker.lastSucceededAt / 1000);
        }
      }
    },
  });

  const realtimeGauge = (name: string, help: string, read: (stats: HubStats) => number) =>
    new client.Gauge({
      name,
      help,
      registers,
      collect() {
        if (sources) this.set(read(sources.realtime()));
      },
    });
  // Totals the hub keeps itself: read at each scrape, so sockets cost nothing more.
  const realtimeTotal = (name: string, help: string, read: (stats: HubStats) => number) =>
    new client.Counter({
      name,
      help,
      registers,
      collect() {
        if (!sources) return;
        this.reset();
        this.inc(read(sources.realtime()));
      },
    });
  realtimeGauge(
    "haulwise_realtime_connections",
    "WebSocket clients connected here",
    (s) => s.connections,
  );
  realtimeGauge("haulwise_realtime_topics", "Topics with a subscriber here", (s) => s.topics);
  realtimeTotal(
    "haulwise_realtime_frames_sent_total",
    "WebSocket frames sent to clients (updates, snapshots, heartbeats)",
    (s) => s.framesSent,
  );
  realtimeTotal(
    "haulwise_realtime_frames_received_total",
    "WebSocket messages received from clients (subscriptions)",
    (s) => s.framesReceived,
  );
  realtimeTotal(
    "haulwise_realtime_updates_published_total",
    "Updates published to topics, before coalescing",
    (s) => s.updatesPublished,
  );
  realtimeTotal(
    "haulwise_realtime_snapshots_total",
    "Topic snapshots read for subscribers",
    (s) => s.snapshotsRead,
  );
  realtimeTotal(
    "haulwise_realtime_bridge_messages_total",
    "Messages sent to other instances through the realtime bridge",
    (s) => s.bridgeMessages,
  );

  // SQLite has one connection and no pool to watch.
  if (info.database === "postgres") {
    const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new client.Gauge({
        name,
        help,
        registers,
        collect() {
          const use = sources?.pool();
          if (use) this.set(read(use));
        },
      });
    poolGauge(
      "haulwise_db_pool_connections",
      "PostgreSQL connections open in the pool",
      (u) => u.open,
    );
    poolGauge(
      "haulwise_db_pool_idle_connections",
      "Pooled connections waiting for a query",
      (u) => u.idle,
    );
    poolGauge(
      "haulwise_db_pool_waiting_queries",
      "Queries waiting for a free connection",
      (u) => u.waiting,
    );
    poolGauge(
      "haulwise_db_pool_max_connections",
      "The most connections the pool opens",
      (u) => u.max,
    );
  }

  return {
    metrics: {
      ingestGroup(uploads, stored, seconds) {
        positionUploads.inc(uploads);
        positionsStored.inc(stored);
        groupSizes.observe(uploads);
        groupSeconds.observe(seconds);
      },
      mailSent(kind, outcome, seconds) {
        mails.inc({ kind, outcome });
        if (outcome !== "capped") mailSeconds.observe(seconds);
      },
    },

    workerObserver: {
      ticked(worker, outcome, durationMs) {
        workerTicks.inc({ worker, outcome });
        workerSeconds.observe({ worker }, durationMs / 1000);
      },
      skipped(worker) {
        workerTicks.inc({ worker, outcome: "skipped" });
      },
    },

    httpRequest(method, route, status, seconds) {
      const key = `${method} ${route}`;
      let bound = boundRoutes.get(key);
      if (!bound) {
        const timing = httpSeconds.labels({ method, route });
        bound = { observe: (value) => timing.observe(value), statuses: new Map() };
        boundRoutes.set(key, bound);
      }
      let counter = bound.statuses.get(status);
      if (!counter) {
        counter = httpRequests.labels({ method, route, status: String(status) });
        bound.statuses.set(status, counter);
      }
      counter.inc();
      bound.observe(seconds);
    },

    watch(next) {
      sources = next;
    },

    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
