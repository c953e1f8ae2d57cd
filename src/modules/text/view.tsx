import { ModuleTitle, RichText } from "../../kit/guestPage/ui/ModuleText";
import { useTranslate } from "../../kit/guestPage/SiteContext";
import type { TextModule } from "./schema";
import { EmptyModuleHint } from "../EmptyModuleHint";

/** A title and rich text. */
export default function TextView({ module }: { module: TextModule }) {
  const t = useTranslate();
  return (
    <div className="text-module">
      <ModuleTitle text={t(module.title)} />
      <RichText html={t(module.text)} className="text-module__text" />
      <EmptyModuleHint module={module} />
    </div>
  );
}
