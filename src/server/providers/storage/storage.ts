/**
 * Where uploaded and generated files live. Nothing outside this interface may assume files
 * on disk: the local adapter serves development and single-machine setups; an S3-compatible
 * adapter comes with scale-out.
 */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Whether a file is stored under the key, without reading it. */
  has(key: string): Promise<boolean>;
  /** Removes the file; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached or written. */
  check(): Promise<void>;
}
