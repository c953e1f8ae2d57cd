import { useTranslate } from "../../web/site/SiteContext";
import type { HeaderModule } from "./schema";

export default function HeaderView({ module }: { module: HeaderModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
