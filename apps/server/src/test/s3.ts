import { connect, createServer, type Socket } from "node:net";
import S3rver from "s3rver";
import type { S3Config } from "../config.js";
import { makeTempDir } from "./database.js";

export type TestS3 = {
  config: S3Config;
  /** The same bucket as the environment a server instance reads (STORAGE=s3, S3_…). */
  env: Record<string, string>;
  /** Bytes clients have sent to the server so far (request bodies included). */
  bytesReceived(): number;
  stop(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket, its
 * objects in a temporary folder. Clients reach it through a counting relay, so a test can see
 * how far an upload has got on the wire.
 */
export async function startTestS3(bucket = "haulwise-test"): Promise<TestS3> {
  const temp = makeTempDir("haulwise-s3-");
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: temp.dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3Port } = await server.run();

  let received = 0;
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(s3Port, "127.0.0.1");
    sockets.add(client).add(upstream);
    client.on("data", (chunk: Buffer) => {
      received += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const address = relay.address();
  if (!address || typeof address === "string") throw new Error("relay did not listen");
  const endpoint = `http://127.0.0.1:${address.port}`;

  const config: S3Config = {
    bucket,
    endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    bytesReceived: () => received,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      server.httpServer.closeAllConnections();
      await server.close();
      temp.remove();
    },
  };
}
