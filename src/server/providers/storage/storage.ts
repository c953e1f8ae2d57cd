import type { Readable } from "node:stream";

/**
 * Where uploaded and generated files live. Nothing outside this interface may assume files
 * on disk: the local adapter serves development and single-machine setups; the S3 adapter
 * lets several app processes share one bucket.
 */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/** A stored file as a stream, so serving it never holds the whole file in memory. */
export interface StoredStream {
  body: Readable;
  contentType: string;
  /** Bytes, when the store tells. */
  size?: number;
}

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** The file to pass on as it is read (image responses); null when none is stored under the key. */
  stream(key: string): Promise<StoredStream | null>;
  /** Whether a file is stored under the key, without reading it. */
  has(key: string): Promise<boolean>;
  /** Removes the file; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Throws, saying why, when files cannot be stored right now (the readiness check). */
  check(): Promise<void>;
}
