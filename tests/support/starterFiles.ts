import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { STARTER_IMAGE_FOLDER } from "../../src/domain/quickStart";
import { IMAGE_SIZES } from "../../src/domain/site/common";
import { sizesFor } from "../../src/server/features/images/pipeline";
import { localStorage } from "../../src/server/providers/storage/local";
import type { Storage } from "../../src/server/providers/storage/storage";
import { STARTER_ART, starterPictureSource } from "../../src/server/seed/starterArt";
import { starterImages } from "../../src/server/seed/starterImages";

let made: Promise<string> | undefined;

/** The starter pictures drawn once per machine, art and image sizes (about 2 s of sharp work), kept in the temp folder. */
async function drawnOnce(): Promise<string> {
  const hash = createHash("sha256");
  for (const picture of Object.values(STARTER_ART)) hash.update(starterPictureSource(picture).input).update(JSON.stringify(picture));
  // And the sizes the pipeline keeps: a folder drawn before they changed lacks some, and every app would draw them again.
  hash.update(JSON.stringify(IMAGE_SIZES)).update(sizesFor.toString());
  const folder = path.join(os.tmpdir(), `eventsite-starter-${hash.digest("hex").slice(0, 16)}`);
  if (await fs.stat(folder).then(() => true, () => false)) return folder;
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "eventsite-starter-draw-"));
  await starterImages(localStorage(scratch));
  // Another test worker may have finished first: its folder is as good as ours.
  await fs.rename(path.join(scratch, STARTER_IMAGE_FOLDER), folder).catch(() => undefined);
  await fs.rm(scratch, { recursive: true, force: true });
  return folder;
}

/** Puts the starter pictures into a test app's storage, as a process that stored them earlier would find them. */
export async function copyStarterFiles(storage: Storage): Promise<void> {
  made ??= drawnOnce();
  const folder = await made;
  const drawn = localStorage(folder);
  await Promise.all(
    (await fs.readdir(folder)).map(async (name) => {
      const file = (await drawn.get(name))!;
      await storage.put(`${STARTER_IMAGE_FOLDER}/${name}`, file.body, file.contentType);
    }),
  );
}
