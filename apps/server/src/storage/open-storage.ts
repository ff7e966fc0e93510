import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { createLocalStorage } from "./local-storage.js";
import type { Storage } from "./storage.js";

/**
 * The storage the configuration names. The S3 client is loaded only when a bucket is
 * configured, so the embedded default starts without it. A bucket that does not answer is
 * reported at start-up but does not stop the server: positions and maps do not need it.
 */
export async function openStorage(
  config: Config["storage"],
  logger: Pick<Logger, "error" | "info">,
): Promise<{ storage: Storage; close(): void }> {
  if (config.kind === "local" || !config.s3) {
    return { storage: createLocalStorage(config.root), close: () => {} };
  }
  const { createS3Storage } = await import("./s3-storage.js");
  const storage = createS3Storage(config.s3);
  const { bucket, endpoint } = config.s3;
  void storage.check().then((answer) => {
    if (answer.ok) logger.info({ bucket, endpoint }, "storing files in an S3 bucket");
    else logger.error({ bucket, endpoint }, `S3 storage is unusable: ${answer.reason}`);
  });
  return { storage, close: () => storage.close() };
}
