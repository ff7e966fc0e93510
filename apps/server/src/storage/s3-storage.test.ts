import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { describe } from "vitest";
import { startTestS3 } from "../test/s3.js";
import { describeStorageContract } from "../test/storage-contract.js";
import { createS3Storage } from "./s3-storage.js";

// Storage touches no database: the PostgreSQL project would only run the same thing again.
describe.skipIf(process.env.HAULWISE_TEST_DB === "postgres")("S3 storage", () => {
  describeStorageContract("S3-compatible bucket (s3rver)", async () => {
    const s3 = await startTestS3();
    const storage = createS3Storage(s3.config);
    const lister = new S3Client({
      endpoint: s3.config.endpoint!,
      region: s3.config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    return {
      storage,
      bytesReceived: s3.bytesReceived,
      async keys() {
        const listed = await lister.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
        return (listed.Contents ?? []).map((object) => object.Key!);
      },
      async close() {
        lister.destroy();
        storage.close();
        await s3.stop();
      },
    };
  });
});
