import { useTranslate } from "../../web/site/SiteContext";
import type { TextAndImageListModule } from "./schema";

export default function TextAndImageListView({ module }: { module: TextAndImageListModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
