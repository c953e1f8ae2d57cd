import type { SiteImage } from "../../domain/site/common";

interface GalleryItem {
  id: string;
  image: SiteImage;
}

/**
 * The gallery's images with ids for the editor's list operations. The schema stores bare
 * images; a stored file name is unique per upload, and a repeat gets a numbered id.
 */
export function galleryItems(images: readonly SiteImage[]): GalleryItem[] {
  const seen = new Map<string, number>();
  return images.map((image) => {
    const key = `${image.path}${image.fileName}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return { id: count === 1 ? key : `${key}#${count}`, image };
  });
}
