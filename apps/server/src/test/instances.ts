import { type ChildProcess, spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { ServerMessage } from "@haulwise/domain";
import WebSocket from "ws";
import { signUpBody } from "./client.js";

const serverRoot = path.resolve(import.meta.dirname, "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A server instance as its own process, started from source as `npm start` would run it. */
export type Instance = {
  port: number;
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  ready(): Promise<void>;
  /** Ends the process with SIGKILL, as a crash or an out-of-memory kill would. */
  kill(): Promise<void>;
  stop(): Promise<void>;
};

export function startInstance(
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Instance {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=@haulwise/source", "src/main.ts"],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    url,
    dataDir,
    process: child,
    output: () => output,
    async ready() {
      // Compiling the sources on start takes a while on a busy machine.
      for (let attempt = 0; attempt < 900; attempt++) {
        if (child.exitCode !== null) throw new Error(`instance exited:\n${output}`);
        try {
          if ((await fetch(`${url}/readyz`)).ok) return;
        } catch {}
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`instance on ${port} did not become ready:\n${output}`);
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** The newest mail to `to` in any instance's outbox, waiting for it to be written. */
export async function mailTo(dataDirs: string[], to: string, subject: RegExp) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const found: Array<{ to: string; subject: string; link?: string; sentAt: string }> = [];
    for (const dir of dataDirs) {
      const outbox = path.join(dir, "outbox");
      const files = await readdir(outbox).catch(() => [] as string[]);
      for (const file of files.filter((name) => name.endsWith(".json"))) {
        found.push(JSON.parse(await readFile(path.join(outbox, file), "utf8")));
      }
    }
    const match = found
      .filter((mail) => mail.to === to && subject.test(mail.subject))
      .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
      .at(-1);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

/** A person in a browser: a cookie jar, and requests from the app's public origin. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly publicUrl: string) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** A request to `base` (the proxy, or one instance directly). */
  async request(base: string, method: string, url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.publicUrl };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: payload,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      if (value.join("=") === "") this.cookies.delete(name!);
      else this.cookies.set(name!, value.join("="));
    }
    return response;
  }

  /** Signs up, opens the verification mail's link and signs in, through `base`. */
  async signUp(base: string, dataDirs: string[], role: "contractor" | "driver", email?: string) {
    const body = signUpBody({ role, ...(email ? { email } : {}) });
    const signUp = await this.request(base, "POST", "/api/auth/sign-up/email", body);
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${await signUp.text()}`);
    const mail = await mailTo(dataDirs, body.email, /verify/i);
    const link = new URL(mail.link!);
    await this.request(base, "GET", `${link.pathname}${link.search}`);
    const signIn = await this.request(base, "POST", "/api/auth/sign-in/email", {
      email: body.email,
      password: body.password,
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${await signIn.text()}`);
    const { user } = (await signIn.json()) as { user: { id: string } };
    return { ...body, userId: user.id };
  }
}

/**
 * A live map's socket that behaves as the app's realtime client does: when the connection
 * drops it connects again (after 1 s), follows its topics again and takes a fresh snapshot.
 */
export class ReconnectingSocket {
  readonly received: Array<ServerMessage & { connection: number }> = [];
  connections = 0;
  private socket: WebSocket | null = null;
  private closed = false;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly browser: Browser,
    private readonly topics: string[],
  ) {}

  async open(): Promise<void> {
    const socket = new WebSocket(this.url, {
      headers: { origin: this.browser.publicUrl, cookie: this.browser.cookieHeader },
    });
    const connection = ++this.connections;
    socket.on("message", (data) => {
      this.received.push({ ...(JSON.parse(String(data)) as ServerMessage), connection });
      for (const wake of this.waiters) wake();
    });
    let opened = false;
    socket.once("open", () => {
      opened = true;
    });
    // A socket that never opened is retried by the loop that opened it.
    socket.on("close", () => {
      if (opened) void this.reconnect();
    });
    socket.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("unexpected-response", (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
      socket.once("error", reject);
    });
    this.socket = socket;
    for (const topic of this.topics) socket.send(JSON.stringify({ type: "subscribe", topic }));
  }

  /** Back-off as the app's client: 1, 2, 5, then every 10 s. */
  private async reconnect() {
    for (const delay of [1_000, 2_000, 5_000, 10_000, 10_000, 10_000]) {
      if (this.closed) return;
      await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        await this.open();
        return;
      } catch {}
    }
  }

  next(
    match: (message: ServerMessage & { connection: number }) => boolean,
    timeoutMs = 15_000,
  ): Promise<ServerMessage & { connection: number }> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = this.received.find(match);
        if (!found) return;
        this.waiters.delete(look);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(look);
        reject(new Error(`No matching realtime message within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(look);
      look();
    });
  }

  close() {
    this.closed = true;
    this.socket?.close();
  }
}
