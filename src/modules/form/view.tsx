import { useTranslate } from "../../web/site/SiteContext";
import type { FormModule } from "./schema";

export default function FormView({ module }: { module: FormModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
