import { readStored, writeStored } from "../../../kit/guestPage/browser/browserKey";

/**
 * Unfinished uploads kept in this browser, so that a reload can resume them: the server keeps
 * the parts it has for a day, and the same file chosen again sends only the rest.
 */
export interface KeptUpload {
  uploadId: string;
  fileName: string;
  size: number;
  lastModified: number;
}

/** An upload is dropped after a day on the server (PHOTO_UPLOAD_EXPIRES_HOURS); a list this long is someone's mistake. */
const KEPT_MAX = 20;

const storageKey = (siteId: string) => `eventsite:photo-uploads:${siteId}`;

const isKept = (value: unknown): value is KeptUpload => {
  const kept = value as KeptUpload;
  return typeof kept === "object" && kept !== null && typeof kept.uploadId === "string" && typeof kept.fileName === "string" && typeof kept.size === "number" && typeof kept.lastModified === "number";
};

export function readKeptUploads(siteId: string): KeptUpload[] {
  try {
    const parsed: unknown = JSON.parse(readStored(storageKey(siteId)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isKept).slice(-KEPT_MAX) : [];
  } catch {
    return [];
  }
}

export function keepUpload(siteId: string, upload: KeptUpload): void {
  const others = readKeptUploads(siteId).filter((kept) => kept.uploadId !== upload.uploadId);
  writeStored(storageKey(siteId), JSON.stringify([...others, upload].slice(-KEPT_MAX)));
}

export function forgetUpload(siteId: string, uploadId: string): void {
  writeStored(storageKey(siteId), JSON.stringify(readKeptUploads(siteId).filter((kept) => kept.uploadId !== uploadId)));
}

/** The kept upload a chosen file continues: the same name, size and time of change. */
export const keptUploadOf = (kept: readonly KeptUpload[], file: Pick<File, "name" | "size" | "lastModified">): KeptUpload | undefined =>
  kept.find((upload) => upload.fileName === file.name && upload.size === file.size && upload.lastModified === file.lastModified);
