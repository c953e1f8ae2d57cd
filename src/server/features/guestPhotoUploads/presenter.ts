import type { GuestPhoto, PhotoKind, PhotoState } from "../../../domain/guestPhotos/types";
import type { Db } from "../../db/client";
import { photoFiles } from "../guestPhotos/photoFiles";
import type { PhotoRow } from "./repository";

/** A photo as a guest sees it: links for its uploader (`u`) when it is their own, else for any guest (`g`). */
export async function presentGuestPhoto(db: Db, row: PhotoRow, own: boolean): Promise<GuestPhoto> {
  const kind = row.kind as PhotoKind;
  return {
    id: row.id,
    kind,
    state: row.state as PhotoState,
    files: await photoFiles(db, own ? "u" : "g", { siteId: row.siteId, fileId: row.fileId, kind, sizes: row.sizes, width: row.width }),
    width: row.width,
    height: row.height,
    guestName: row.guestName,
    caption: row.caption,
    own,
    createdAt: row.createdAt.toISOString(),
  };
}
