// Starts the BUILT app (apps/server/dist/main.js) as a child process, the way `npm start`
// runs it in production, with its own port and a throwaway data folder (SQLite + outbox mail).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "..", "..");
const serverEntry = path.join(repoRoot, "apps", "server", "dist", "main.js");
/** The same server with a clock the test moves (apps/server/src/test/e2e-main.ts), from source. */
const testClockEntry = path.join(repoRoot, "apps", "server", "src", "test", "e2e-main.ts");

export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  sentAt: string;
};

export type RunningServer = {
  baseURL: string;
  dataDir: string;
  /** The server's clock, when started with `testClock: true`. */
  clock: ServerClock | null;
  /** Every message in <DATA_DIR>/outbox, oldest first. */
  readOutbox(): Promise<OutboxMail[]>;
  /** The newest message to `to` whose subject matches, polling until it arrives. */
  waitForMail(to: string, subject: RegExp, options?: { timeout?: number }): Promise<OutboxMail>;
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ServerOptions = {
  /**
   * "default" leaves PUBLIC_URL unset, as a fresh install runs: the app then answers at
   * http://localhost:PORT and http://127.0.0.1:PORT alike, and baseURL is the 127.0.0.1 one.
   */
  publicUrl?: "configured" | "default";
  /** Adds to or overrides the app's environment, e.g. `{ BILLING: "off" }`. */
  env?: Record<string, string>;
  /**
   * Runs the server with a clock the test moves (`server.clock`): the production entry
   * with a test clock, from source, steered over the child's IPC channel.
   */
  testClock?: boolean;
};

/** The server's own "now", moved by the test, and its workers run on demand. */
export type ServerClock = {
  /** Moves the server's clock by `ms` (back with a negative number); answers its new time. */
  advance(ms: number): Promise<Date>;
  /** The server's time now. */
  now(): Promise<Date>;
  /** Runs one periodic worker's round now, by the server's clock, and waits for what it told. */
  runWorker(name: string): Promise<void>;
};

export async function startServer({
  publicUrl = "configured",
  env = {},
  testClock = false,
}: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "haulwise-e2e-"));
  // The port is chosen before the child binds it, so another process may take it in
  // between; a couple of attempts make that race harmless.
  let lastError: unknown;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort();
    const baseURL = `http://${publicUrl === "default" ? "127.0.0.1" : "localhost"}:${port}`;
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      ...(publicUrl === "configured" ? { PUBLIC_URL: baseURL } : {}),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // The harness stands in for a reverse proxy: each test sends its own X-Forwarded-For
      // (see fixtures.ts), so the per-address sign-in and sign-up limits (3 in 10 s) apply per
      // simulated person instead of locking out a whole worker that shares 127.0.0.1.
      TRUST_PROXY: "127.0.0.1",
    };
    // Whatever the caller's shell holds must not point the app at another database or mail server.
    const inherited = [
      "DATABASE_URL",
      "SMTP_URL",
      "AUTH_SECRET",
      "SERVE_WEB",
      "WEB_DIST_DIR",
      "BILLING",
    ];
    if (publicUrl === "default") inherited.push("PUBLIC_URL");
    for (const name of inherited) {
      delete childEnv[name];
    }
    const entry = testClock
      ? ["--import", "tsx", "--conditions=@haulwise/source", testClockEntry]
      : [serverEntry];
    const child = spawn(process.execPath, entry, {
      cwd: repoRoot,
      env: { ...childEnv, ...env },
      stdio: testClock ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
    });
    const output: string[] = [];
    const capture = (chunk: Buffer) => {
      output.push(chunk.toString());
      process.stderr.write(`[server:${port}] ${chunk}`);
    };
    child.stdout?.on("data", capture);
    child.stderr?.on("data", capture);
    try {
      await waitUntilReady(child, `${baseURL}/readyz`, 30_000);
    } catch (error) {
      await kill(child);
      lastError = new Error(`${(error as Error).message}\n${output.join("").slice(-4000)}`);
      continue;
    }
    return makeHandle(child, baseURL, dataDir);
  }
  await rm(dataDir, { recursive: true, force: true });
  throw lastError;
}

async function waitUntilReady(child: ChildProcess, url: string, timeout: number) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready.`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`The server did not answer ${url} within ${timeout} ms.`);
}

/** SIGTERM lets the app close its database cleanly; SIGKILL if it hangs. */
async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Asks the child (apps/server/src/test/e2e-main.ts) to act on its clock, one request at a time. */
function clockOf(child: ChildProcess): ServerClock {
  let next = 0;
  const ask = (command: { advance?: number; runWorker?: string }) =>
    new Promise<Date>((resolve, reject) => {
      const id = ++next;
      const onMessage = (reply: { id: number; now?: string; error?: string }) => {
        if (reply.id !== id) return;
        child.off("message", onMessage);
        if (reply.error) reject(new Error(reply.error));
        else resolve(new Date(reply.now!));
      };
      child.on("message", onMessage);
      child.send({ id, ...command });
    });
  return {
    advance: (ms) => ask({ advance: ms }),
    now: () => ask({}),
    runWorker: async (name) => {
      await ask({ runWorker: name });
    },
  };
}

function makeHandle(child: ChildProcess, baseURL: string, dataDir: string): RunningServer {
  const outboxDir = path.join(dataDir, "outbox");

  async function readOutbox(): Promise<OutboxMail[]> {
    let names: string[];
    try {
      names = await readdir(outboxDir);
    } catch {
      return []; // No mail sent yet, so no folder.
    }
    // The mailer writes `<name>.json.tmp` and renames it, so only finished messages end in .json;
    // names start with the send time, so sorting them sorts by time.
    const files = names.filter((name) => name.endsWith(".json")).sort();
    return Promise.all(
      files.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), "utf8"))),
    );
  }

  async function waitForMail(to: string, subject: RegExp, { timeout = 10_000 } = {}) {
    const deadline = Date.now() + timeout;
    for (;;) {
      const match = (await readOutbox())
        .filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject))
        .at(-1);
      if (match) return match;
      if (Date.now() > deadline) {
        throw new Error(
          `No mail to ${to} with a subject matching ${subject} within ${timeout} ms.`,
        );
      }
      await sleep(100);
    }
  }

  return {
    baseURL,
    dataDir,
    clock: child.channel ? clockOf(child) : null,
    readOutbox,
    waitForMail,
    async stop() {
      await kill(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
