import type { Readable } from "node:stream";
import type { Storage } from "./storage";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, …); AWS's own when absent. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Without them the SDK's own chain is used (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A readiness check answers in time even when the store does not. */
const CHECK_TIMEOUT_MS = 5_000;

/** "No such object": GetObject says NoSuchKey; HeadObject, which has no body, only NotFound. */
const isMissing = (error: unknown) => error instanceof Error && "$metadata" in error && (error.name === "NoSuchKey" || error.name === "NotFound");

/** Files as objects in one bucket of S3 or an S3-compatible store; the key is the object key. */
export function s3Storage(config: S3StorageConfig): Storage {
  // The SDK is loaded on first use: a deployment on local disk never pays its 20 MB and 0.3 s.
  let connecting: ReturnType<typeof connect> | undefined;
  const sdk = () => (connecting ??= connect(config));
  const Bucket = config.bucket;

  async function open(key: string) {
    const { client, GetObjectCommand } = await sdk();
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return object.Body ? { body: object.Body as Readable & { transformToByteArray(): Promise<Uint8Array> }, contentType: object.ContentType ?? "application/octet-stream", size: object.ContentLength } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body, contentType) {
      const { client, PutObjectCommand } = await sdk();
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
    },
    async get(key) {
      const object = await open(key);
      return object && { body: Buffer.from(await object.body.transformToByteArray()), contentType: object.contentType };
    },
    stream: open,
    async has(key) {
      const { client, HeadObjectCommand } = await sdk();
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      const { client, HeadBucketCommand } = await sdk();
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      } catch (error) {
        throw new Error(`The bucket ${Bucket} cannot be reached: ${(error as Error).name} ${(error as Error).message}`.trim(), { cause: error });
      }
    },
  };
}

async function connect(config: S3StorageConfig) {
  const sdk = await import("@aws-sdk/client-s3");
  const client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where the API demands them: many S3-compatible servers reject or ignore the newer CRC headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  return { ...sdk, client };
}
