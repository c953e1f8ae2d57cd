import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";

const bucket = { S3_BUCKET: "eventsite-images", S3_REGION: "eu-north-1" };

describe("choosing where files are stored", () => {
  it("is the uploads folder under DATA_DIR by default", () => {
    expect(loadConfig({ DATA_DIR: "/srv/eventsite" }).storage).toEqual({ kind: "local", folder: path.resolve("/srv/eventsite/uploads") });
  });

  it("is the bucket once one is named, at AWS with the SDK's own credentials unless told otherwise", () => {
    expect(loadConfig(bucket).storage).toEqual({ kind: "s3", bucket: "eventsite-images", region: "eu-north-1", endpoint: undefined, forcePathStyle: false, credentials: undefined });
  });

  it("takes an S3-compatible server's address, path-style addressing and keys", () => {
    const config = loadConfig({ ...bucket, STORAGE: "s3", S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret", IMAGE_CDN_URL: "https://cdn.example.com/img/" });
    expect(config.storage).toMatchObject({ kind: "s3", endpoint: "http://minio:9000", forcePathStyle: true, credentials: { accessKeyId: "id", secretAccessKey: "secret" } });
    expect(config.imageCdnUrl).toBe("https://cdn.example.com/img");
  });

  it("stops the start when the bucket is half configured", () => {
    expect(() => loadConfig({ STORAGE: "s3" })).toThrow("STORAGE=s3 needs S3_BUCKET and S3_REGION");
    expect(() => loadConfig({ S3_BUCKET: "eventsite-images" })).toThrow("STORAGE=s3 needs S3_BUCKET and S3_REGION");
    expect(() => loadConfig({ ...bucket, S3_ACCESS_KEY_ID: "id" })).toThrow("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together");
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: "minio 9000" })).toThrow("S3_ENDPOINT");
  });

  it("refuses a CDN for images kept on local disk", () => {
    expect(() => loadConfig({ IMAGE_CDN_URL: "https://cdn.example.com/" })).toThrow("IMAGE_CDN_URL needs STORAGE=s3");
  });

  it("keeps the local folder when STORAGE=local says so, bucket named or not", () => {
    expect(loadConfig({ ...bucket, STORAGE: "local" }).storage.kind).toBe("local");
  });
});
