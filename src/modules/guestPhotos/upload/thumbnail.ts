/** A row's picture: small, square, as the row draws it at twice its size for sharp screens. */
const SIZE = 112;

/**
 * A chosen photo as a small JPEG data URL, or null when the browser cannot decode it (a HEIC on
 * most browsers, a video). Not an object URL: the guest page's Content-Security-Policy takes
 * images from the site and data: only. Made one at a time, so one full-size decode is held at once.
 */
export async function thumbnailOf(file: Blob): Promise<string | null> {
  if (!file.type.startsWith("image/")) return null;
  try {
    const bitmap = await createImageBitmap(file);
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = SIZE;
    canvas.height = SIZE;
    canvas.getContext("2d")?.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, SIZE, SIZE);
    bitmap.close();
    return canvas.toDataURL("image/jpeg", 0.8);
  } catch {
    return null;
  }
}
