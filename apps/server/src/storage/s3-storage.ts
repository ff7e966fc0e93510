import { PassThrough, pipeline, Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Config } from "../config.js";
import { assertStorageKey, newStorageKey, type Storage } from "./storage.js";

/**
 * A streamed upload is sent in parts of this size (S3's smallest), one part at a time: what an
 * upload holds in memory is one part being filled and one on its way, whatever the file's size.
 */
const PART_BYTES = 5 * 1024 * 1024;

export type S3Storage = Storage & {
  /** Whether the bucket answers with these credentials; the reason when it does not. */
  check(): Promise<{ ok: true } | { ok: false; reason: string }>;
  close(): void;
};

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, Garage…), so every instance of a
 * cluster serves every file. Objects are private: the server reads them and streams them
 * through the same access-checked routes as on local disk.
 */
export function createS3Storage(config: S3Config): S3Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: the newer default (a trailing CRC in an
    // aws-chunked body) is not understood by many S3-compatible servers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  return {
    async put(folder, data, extension) {
      const key = newStorageKey(folder, extension);
      if (Buffer.isBuffer(data)) {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }),
        );
        return key;
      }
      const body = new PassThrough();
      // A failing source fails the upload (which then aborts its parts), and a failing upload
      // stops reading the source. The pass-through is what lib-storage reads: it ends or fails
      // with the source whatever kind of stream the source is.
      let sourceError: unknown = null;
      pipeline(data, body, (error) => {
        sourceError = error ?? null;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        // What went wrong first: a cut source also fails the parts' clean-up on some servers.
        throw sourceError ?? error;
      }
      return key;
    },

    async read(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error("S3 answered without a body");
        return { stream: object.Body, size: Number(object.ContentLength ?? 0) };
      } catch (error) {
        if (error instanceof NoSuchKey || statusOf(error) === 404) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return { ok: true };
      } catch (error) {
        const status = statusOf(error);
        const reason =
          status === 404
            ? `the bucket "${Bucket}" does not exist`
            : status === 403
              ? `access to the bucket "${Bucket}" is denied with these credentials`
              : (error as Error).message;
        return { ok: false, reason };
      }
    },

    close: () => client.destroy(),
  };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
