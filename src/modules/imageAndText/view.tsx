import { useTranslate } from "../../web/site/SiteContext";
import type { ImageAndTextModule } from "./schema";

export default function ImageAndTextView({ module }: { module: ImageAndTextModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
