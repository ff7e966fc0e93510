import type { AddressInfo } from "node:net";
import { REALTIME, type ServerMessage } from "@haulwise/domain";
import WebSocket from "ws";
import type { App } from "../app.js";
import type { TestClient } from "./client.js";
import { PUBLIC_URL } from "./harness.js";

/** The app listening on a free loopback port (once), for clients that need a real socket. */
export async function listeningUrl(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${REALTIME.path}`;
}

export const cookieOf = (client: TestClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/** A browser tab's realtime socket: every message it received, and ways to wait for more. */
export type TestSocket = {
  socket: WebSocket;
  received: ServerMessage[];
  send(message: unknown): void;
  subscribe(topic: string): void;
  /** The first message (already received or coming) that matches, within `timeoutMs`. */
  next(match: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
};

export async function connect(
  app: App,
  person: { client: TestClient } | null,
  options: { origin?: string | null } = {},
): Promise<TestSocket> {
  const url = await listeningUrl(app);
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? PUBLIC_URL : options.origin;
  if (origin !== null) headers.origin = origin;
  if (person) headers.cookie = cookieOf(person.client);
  const socket = new WebSocket(url, { headers });
  const received: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (data) => {
    received.push(JSON.parse(String(data)) as ServerMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once("error", reject);
  });
  return {
    socket,
    received,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    subscribe: (topic) => socket.send(JSON.stringify({ type: "subscribe", topic })),
    next(match, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const look = () => {
          for (; seen < received.length; seen++) {
            if (match(received[seen]!)) {
              waiters.delete(look);
              clearTimeout(timer);
              resolve(received[seen]!);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`No matching message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(look);
        look();
      });
    },
    close: () => socket.close(),
  };
}

/** The HTTP status a refused handshake answered with. */
export async function refusedHandshake(
  app: App,
  person: { client: TestClient } | null,
  options: { origin?: string | null } = {},
): Promise<string> {
  try {
    const socket = await connect(app, person, options);
    socket.close();
    return "upgraded";
  } catch (error) {
    return (error as Error).message;
  }
}

export const isFrame = (type: ServerMessage["type"], topic?: string) => (message: ServerMessage) =>
  message.type === type && (topic === undefined || ("topic" in message && message.topic === topic));
