import { useEffect, useRef, useState } from "react";
import type { GuestPhoto, UploadStart } from "../../../domain/guestPhotos/types";
import type { UiLanguage } from "../../../domain/languages";
import { describeError, GuestApiError } from "../../../kit/guestPage/guestApi";
import { sentPercent } from "./parts";
import { forgetUpload, keepUpload, keptUploadOf, readKeptUploads } from "./keptUploads";
import { uploadCalls, type Viewer } from "./photoCalls";
import type { RetryEnvironment } from "./retry";
import { sendUpload } from "./sendUpload";
import { thumbnailOf } from "./thumbnail";

export type RowState =
  | { kind: "sending"; percent: number }
  | { kind: "processing" }
  | { kind: "done" }
  | { kind: "pending" }
  | { kind: "failed"; reason?: string }
  /** Kept from before a reload, which lost the file: the guest chooses it again to send the rest. */
  | { kind: "chooseAgain"; percent: number };

export interface UploadRow {
  key: string;
  name: string;
  /** The file's own picture, drawn in this browser; none for a row kept from before a reload, or a file the browser cannot draw. */
  thumb: string | null;
  state: RowState;
}

interface Job {
  file: File;
  input: UploadStart;
  resumeId: string | null;
}

const browser: RetryEnvironment & { isOffline: () => boolean } = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  online: () => (navigator.onLine ? Promise.resolve() : new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }))),
  random: Math.random,
  isOffline: () => !navigator.onLine,
};

let rowCount = 0;

/**
 * The guest's uploads on this page: one file at a time through sendUpload, a row per file with
 * its state. Uploads left unfinished by a reload come back as rows asking for the file again
 * (not in the owner's app, which is not `active`).
 */
export function useUploads(siteId: string, viewer: () => Viewer, language: UiLanguage, onFinished: (photo: GuestPhoto) => void, active: boolean) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [offline, setOffline] = useState(false);
  const jobs = useRef(new Map<string, Job>());
  const chain = useRef(Promise.resolve());
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const update = (key: string, state: RowState) => setRows((current) => current.map((row) => (row.key === key ? { ...row, state } : row)));

  // Unfinished uploads of an earlier visit: how far each got, or forgotten when the server no longer has it.
  useEffect(() => {
    const kept = active ? readKeptUploads(siteId) : [];
    if (!kept.length) return;
    setRows((current) => [...kept.map((upload) => ({ key: upload.uploadId, name: upload.fileName, thumb: null, state: { kind: "chooseAgain", percent: 0 } as const })), ...current]);
    const calls = uploadCalls(siteId, viewer());
    for (const upload of kept) {
      calls.status(upload.uploadId).then(
        (status) => update(upload.uploadId, { kind: "chooseAgain", percent: sentPercent(status.receivedParts.length, status.parts) }),
        (error: unknown) => {
          if (!(error instanceof GuestApiError) || (error.clientError.status ?? 500) >= 500) return;
          forgetUpload(siteId, upload.uploadId);
          setRows((current) => current.filter((row) => row.key !== upload.uploadId));
        },
      );
    }
    // Once per page: a reload's leftovers.
  }, [siteId, active]);

  const thumbs = useRef(Promise.resolve());
  const drawThumbnail = (key: string, file: File) => {
    thumbs.current = thumbs.current.then(async () => {
      const thumb = await thumbnailOf(file);
      if (thumb) setRows((current) => current.map((row) => (row.key === key ? { ...row, thumb } : row)));
    });
  };

  const run = (key: string) => {
    chain.current = chain.current.then(async () => {
      const job = jobs.current.get(key);
      if (!job) return;
      const watcher = {
        started: (uploadId: string) => {
          job.resumeId = uploadId;
          keepUpload(siteId, { uploadId, fileName: job.file.name, size: job.file.size, lastModified: job.file.lastModified });
        },
        sent: (percent: number) => update(key, { kind: "sending", percent }),
        processing: () => update(key, { kind: "processing" }),
      };
      try {
        const photo = await sendUpload(job.file, job.input, job.resumeId, uploadCalls(siteId, viewer()), { ...browser, onOffline: setOffline }, watcher);
        if (job.resumeId) forgetUpload(siteId, job.resumeId);
        jobs.current.delete(key);
        update(key, { kind: photo.state === "pending" ? "pending" : "done" });
        finished.current(photo);
      } catch (error) {
        update(key, { kind: "failed", reason: describeError(error, language) });
      }
    });
  };

  /** Sends the chosen files, each continuing a kept upload of the same file. */
  const add = (files: File[], details: Pick<UploadStart, "guestName" | "caption">) => {
    const { uploader, household } = viewer();
    const kept = readKeptUploads(siteId);
    const added: UploadRow[] = [];
    const continued = new Set<string>();
    for (const file of files) {
      const resumed = keptUploadOf(kept, file);
      if (resumed) continued.add(resumed.uploadId);
      const key = `upload-${++rowCount}`;
      const input: UploadStart = { uploader, ...(household ? { household } : {}), fileName: file.name, contentType: file.type || "application/octet-stream", size: file.size, ...details };
      jobs.current.set(key, { file, input, resumeId: resumed?.uploadId ?? null });
      added.push({ key, name: file.name, thumb: null, state: { kind: "sending", percent: 0 } });
      drawThumbnail(key, file);
    }
    setRows((current) => [...current.filter((row) => !continued.has(row.key)), ...added]);
    for (const row of added) run(row.key);
  };

  const retry = (key: string) => {
    update(key, { kind: "sending", percent: 0 });
    run(key);
  };

  return { rows, offline, add, retry };
}
