import decodeHeic from "heic-decode";
import { PHOTO_MAX_PIXELS } from "../../../domain/guestPhotos/limits";
import { ApiError } from "../../http/errors";
import { typeRefused } from "./fileKinds";

export const tooManyPixels = () => new ApiError(422, "photoTooManyPixels", `The photo has more than ${PHOTO_MAX_PIXELS} pixels`);

/**
 * The main picture of an iPhone's HEIC as upright RGBA pixels: libheif applies the container's
 * rotation and mirroring while decoding, so the EXIF orientation inside must not be applied
 * again. Its size is read from the header first: too many pixels are refused undecoded.
 */
export async function decodeHeicPhoto(file: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const images = await decodeHeic.all({ buffer: file }).catch(() => {
    throw typeRefused();
  });
  try {
    const main = images[0]!;
    if (main.width * main.height > PHOTO_MAX_PIXELS) throw tooManyPixels();
    const { data, width, height } = await main.decode().catch(() => {
      throw typeRefused();
    });
    return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height };
  } finally {
    images.dispose();
  }
}
