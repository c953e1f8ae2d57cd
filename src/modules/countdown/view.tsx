import { useTranslate } from "../../web/site/SiteContext";
import type { CountdownModule } from "./schema";

export default function CountdownView({ module }: { module: CountdownModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
