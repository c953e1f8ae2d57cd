import type { SiteImage } from "../../../domain/site/common";
import { UploadArea } from "./UploadArea";
import { useImageUploads } from "./useImageUploads";

/**
 * Several images at once (the gallery; spec 3: one upload request per file, in sequence),
 * with the progress of the whole run. Each stored image is reported as it arrives.
 */
export function ImagesUpload({ onUploaded }: { onUploaded: (image: SiteImage) => void }) {
  const { upload, progress } = useImageUploads(onUploaded);
  return <UploadArea multiple progress={progress} onFiles={(files) => void upload(files)} />;
}
