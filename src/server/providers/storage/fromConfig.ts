import type { StorageConfig } from "../../config";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import type { Storage } from "./storage";

export function storageFromConfig(config: StorageConfig): Storage {
  return config.kind === "s3" ? s3Storage(config) : localStorage(config.folder);
}
