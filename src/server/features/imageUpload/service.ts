import sharp, { type Metadata } from "sharp";
import { z } from "zod";
import { image, type SiteImage } from "../../../domain/site/common";
import { ApiError } from "../../http/errors";
import { UUID_PATTERN } from "../../http/ids";
import { storableText } from "../../http/textInput";
import type { Storage } from "../../providers/storage/storage";
import { contentImageId } from "../images/contentId";
import { findStored, sizesFor, storeImage, type StoreOptions } from "../images/pipeline";
import { clampCrop } from "../../../domain/site/crop";
import { originalFileName, parseSourceImage } from "./sourceImage";

interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
}

type ImageBeforeEdit = NonNullable<SiteImage["imageBeforeEdit"]>;

/**
 * Where an image call stores what it makes, and the folders a crop or an undone crop may read:
 * an owner's site reads only its own; quick start also reads the starter pictures.
 */
export interface ImageFolders {
  store: string;
  readable: readonly string[];
  /** Whether what is stored here is temporary (quick start's, until a new site claims it). */
  temporary: boolean;
}

export const siteFolders = (siteId: string): ImageFolders => ({ store: siteId, readable: [siteId], temporary: false });

/** Formats taken in; HEIF only as AVIF, since the bundled decoder has no HEVC. */
const ACCEPTED = new Set(["jpeg", "png", "webp"]);
const ORIGINAL_FILE = new RegExp(`^${UUID_PATTERN}\\.jpg$`);

const unsupported = (message: string) => new ApiError(422, "imageUnsupported", message, ["file"]);

class StorageFailure extends Error {}

/**
 * storeImage with decoding failures told apart from storage failures: a file whose header
 * reads but whose pixels do not (a truncated JPEG) is the uploader's problem, a 422.
 */
async function storeDecodable(storage: Storage, folders: ImageFolders, input: Buffer, originalName: string, options: StoreOptions = {}): Promise<SiteImage> {
  const tagged: Storage = {
    ...storage,
    put: (key, body, contentType) =>
      storage.put(key, body, contentType).catch((error: unknown) => {
        throw new StorageFailure("storage failed", { cause: error });
      }),
  };
  try {
    return { ...(await storeImage(tagged, folders.store, input, originalName, options)), temporary: folders.temporary };
  } catch (error) {
    if (error instanceof StorageFailure) throw error.cause;
    throw unsupported(`The image could not be decoded: ${(error as Error).message}`);
  }
}

/**
 * POST upload-image: the type is read from the content, never from the name. In a site's folder
 * the same bytes are one image (contentId.ts): when its files are all there, nothing is written.
 * Quick start's uploads keep random ids: each is its visitor's, claimed by one site at most.
 */
export async function uploadImage(storage: Storage, folders: ImageFolders, input: Buffer, originalName: string, limits: UploadLimits): Promise<SiteImage> {
  if (input.length > limits.maxBytes) throw new ApiError(422, "imageTooLarge", `The file is larger than ${limits.maxBytes} bytes`, ["file"]);
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw unsupported("The file is not an image");
  }
  const format = metadata.format as string;
  if (!ACCEPTED.has(format) && !(format === "heif" && metadata.compression === "av1")) {
    throw unsupported(`Images of type ${format} are not accepted; use JPEG, PNG, WebP or AVIF`);
  }
  if (!metadata.width || !metadata.height) throw unsupported("The image has no size");
  if (metadata.width * metadata.height > limits.maxPixels) {
    throw new ApiError(422, "imageTooManyPixels", `The image has ${metadata.width}×${metadata.height} pixels; at most ${limits.maxPixels} are accepted`, ["file"]);
  }
  // Cut first, then clean: the cut may split a surrogate pair, which the saved document could not hold.
  const name = storableText((originalName || "image").slice(0, 300));
  if (folders.temporary) return storeDecodable(storage, folders, input, name);
  const id = contentImageId(folders.store, input);
  const stored = await findStored(storage, folders.store, id, metadata, name);
  return stored ? { ...stored, temporary: false } : storeDecodable(storage, folders, input, name, { id });
}

export const cropInput = z.object({
  originalName: z.string().max(300).optional(),
  sourceImageUrl: z.string().min(1).max(1000),
  crop: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  imageBeforeEdit: image.shape.imageBeforeEdit,
});

/** The older crop body (spec 2, legacy), also the card's: the area's x, y, width and height beside the image, not inside `crop`. */
export const flatCropInput = cropInput
  .omit({ crop: true })
  .extend(cropInput.shape.crop.shape)
  .transform(({ x, y, width, height, ...image }) => ({ ...image, crop: { x, y, width, height } }));

/**
 * PUT crop-image/v2 (and the older crop-image, with `flatCropInput`): cuts the area (in pixels of the image the URL names) out of the stored
 * original and stores it as a new image that remembers the uncropped one. An earlier
 * imageBeforeEdit sent along is kept, so the very first upload can always be re-cropped.
 */
export async function cropImage(storage: Storage, folders: ImageFolders, input: z.infer<typeof cropInput>): Promise<SiteImage> {
  const source = parseSourceImage(input.sourceImageUrl, folders.readable);
  if (!source) throw new ApiError(422, "invalidInput", "sourceImageUrl is not an image of this site", ["sourceImageUrl"]);
  const fileName = originalFileName(source.id);
  const stored = await storage.get(`${source.folder}/${fileName}`);
  if (!stored) throw new ApiError(404, "notFound", "No such image");
  const { width, height } = await sharp(stored.body).metadata();
  const scale = source.size ? width / Math.min(source.size, width) : 1;
  const { x, y, width: cropWidth, height: cropHeight } = input.crop;
  const area = clampCrop({ x: x * scale, y: y * scale, width: cropWidth * scale, height: cropHeight * scale }, { width, height });
  if (!area) throw new ApiError(422, "invalidInput", "The crop area has no size within the image", ["crop"]);
  const before: ImageBeforeEdit = input.imageBeforeEdit ?? {
    path: `/images/${source.folder}/`,
    fileName,
    sizes: sizesFor(width).map((size) => ({ fileName: `${source.id}-${size}.webp`, size })),
  };
  const cropArea = { left: area.x, top: area.y, width: area.width, height: area.height };
  const result = await storeDecodable(storage, folders, stored.body, input.originalName ?? "image", { area: cropArea });
  return { ...result, imageBeforeEdit: before };
}

export const revertInput = z.object({ image });

/** PUT crop-image/v2/revert: the image as it was before cropping, without the pre-edit record. */
export async function revertCrop(storage: Storage, folders: ImageFolders, current: SiteImage): Promise<SiteImage> {
  const before = current.imageBeforeEdit;
  if (!before) throw new ApiError(422, "imageNotEdited", "Image is not edited");
  const folder = folders.readable.find((readable) => before.path === `/images/${readable}/`);
  if (!folder || !ORIGINAL_FILE.test(before.fileName)) {
    throw new ApiError(422, "invalidInput", "imageBeforeEdit is not an image of this site", ["image.imageBeforeEdit"]);
  }
  const stored = await storage.get(`${folder}/${before.fileName}`);
  if (!stored) throw new ApiError(404, "notFound", "No such image");
  const { width, height } = await sharp(stored.body).metadata();
  return {
    path: before.path,
    fileName: before.fileName,
    ...(current.originalName === undefined ? {} : { originalName: current.originalName }),
    temporary: folder === folders.store && folders.temporary,
    sizes: before.sizes,
    width,
    height,
  };
}
