import { useTranslate } from "../../web/site/SiteContext";
import type { ImageGalleryModule } from "./schema";

export default function ImageGalleryView({ module }: { module: ImageGalleryModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
