import type { ComponentType } from "react";
import type { GuestModule } from "../../modules/guestDocument";
import { ModuleErrorBoundary } from "./ModuleErrorBoundary";
import { reportSiteError } from "./reportError";
import { useSite } from "../../kit/guestPage/SiteContext";
import { SITE_TEXTS } from "../../kit/guestPage/texts";
import { fill } from "../../domain/fill";

/** A module's view in its own error boundary: what its section holds, drawn alike by the page, the editor and a guest's island. */
export function ModuleBody<M extends GuestModule>({ module, View, contactMail }: { module: M; View: ComponentType<{ module: M }>; contactMail: string }) {
  const { siteId, uiLanguage } = useSite();
  return (
    <ModuleErrorBoundary
      moduleId={module.id}
      message={fill(SITE_TEXTS[uiLanguage].moduleError, { contact: contactMail })}
      onError={(error, moduleId) => reportSiteError(error, { moduleId, siteId, source: "module" })}
    >
      <View module={module} />
    </ModuleErrorBoundary>
  );
}
