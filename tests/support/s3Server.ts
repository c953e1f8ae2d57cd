import S3rver from "s3rver";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export const S3_TEST_BUCKET = "eventsite-images";

/** A real S3-compatible server on loopback (s3rver, files in a temporary folder) with one empty bucket. */
export async function startS3Server() {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The app's configuration for this server's bucket (s3rver's fixed credentials). */
    env: { STORAGE: "s3", S3_BUCKET: S3_TEST_BUCKET, S3_REGION: "us-east-1", S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
