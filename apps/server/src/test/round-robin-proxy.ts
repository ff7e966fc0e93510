import http from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import { buffer } from "node:stream/consumers";

export type RoundRobinProxy = {
  url: string;
  port: number;
  /** The backend port each WebSocket upgrade went to, in order. */
  upgrades: number[];
  close(): Promise<void>;
};

/** Request methods a proxy may send again after the backend failed mid-answer. */
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS"]);
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade"]);

/**
 * A small load balancer in front of server instances, as nginx does it by default: each
 * request and WebSocket goes to the next backend in turn; a backend that refuses connections
 * is skipped (any request may go elsewhere, since it never arrived), while a request cut off
 * after it was sent is retried elsewhere only if it is idempotent; a POST gets a 502, and the
 * client tries again (what a phone's outbox does). It adds `X-Forwarded-For`.
 */
export async function startRoundRobinProxy(backendPorts: number[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const upgrades: number[] = [];
  const sockets = new Set<Duplex>();
  const order = () => {
    const start = turn++ % backendPorts.length;
    return backendPorts.map((_, index) => backendPorts[(start + index) % backendPorts.length]!);
  };

  function forward(
    port: number,
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
  ): Promise<"done" | "unreachable" | "cut"> {
    return new Promise((resolve) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!HOP_BY_HOP.has(name)) headers[name] = value;
      }
      const from = request.socket.remoteAddress ?? "127.0.0.1";
      headers["x-forwarded-for"] = request.headers["x-forwarded-for"]
        ? `${request.headers["x-forwarded-for"]}, ${from}`
        : from;
      headers["content-length"] = String(body.length);
      let connected = false;
      let answered = false;
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port,
          method: request.method,
          path: request.url,
          headers,
          agent: false,
        },
        (answer) => {
          answered = true;
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!HOP_BY_HOP.has(name)) out[name] = value;
          }
          response.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(response);
          answer.on("end", () => resolve("done"));
          answer.on("error", () => {
            response.destroy();
            resolve("done");
          });
        },
      );
      upstream.on("socket", (socket) => socket.on("connect", () => (connected = true)));
      upstream.on("error", () => {
        if (answered) return;
        resolve(connected ? "cut" : "unreachable");
      });
      upstream.end(body);
    });
  }

  const server = http.createServer(async (request, response) => {
    const body = await buffer(request);
    for (const port of order()) {
      const outcome = await forward(port, request, body, response);
      if (outcome === "done") return;
      if (outcome === "cut" && !IDEMPOTENT.has(request.method ?? "GET")) break;
    }
    if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
    response.end("Bad gateway");
  });

  server.on("upgrade", (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    const ports = order();
    const attempt = (index: number) => {
      const port = ports[index];
      if (port === undefined) {
        client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
        return;
      }
      const upstream = net.connect(port, "127.0.0.1");
      let connected = false;
      upstream.on("error", () => {
        if (connected) client.destroy();
        else attempt(index + 1);
      });
      upstream.once("connect", () => {
        connected = true;
        upgrades.push(port);
        sockets.add(upstream);
        upstream.on("close", () => {
          sockets.delete(upstream);
          client.destroy();
        });
        client.on("close", () => upstream.destroy());
        const lines = [`${request.method} ${request.url} HTTP/1.1`];
        for (let index = 0; index < request.rawHeaders.length; index += 2) {
          lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
        }
        lines.push(`X-Forwarded-For: ${client.remoteAddress ?? "127.0.0.1"}`);
        upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
    };
    attempt(0);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    upgrades,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
