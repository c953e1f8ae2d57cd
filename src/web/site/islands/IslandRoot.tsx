import { useMemo, useState, type ComponentType, type ReactNode } from "react";
import type { GuestModule } from "../../../modules/guestDocument";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { SiteMenu } from "../menu/SiteMenu";
import { ModuleBody } from "../ModuleBody";
import { HouseholdContext } from "../../../kit/guestPage/household/HouseholdContext";
import { SiteContext, type SiteView } from "../../../kit/guestPage/SiteContext";
import { islandIdPrefix, islandUiLanguage, MENU_ISLAND, type IslandData } from "./islandData";
import { IslandIdPrefix } from "../../../kit/guestPage/islands/islandId";

/** The site as an island's views read it; gift reservations are kept per island, as each list shows its own gifts. */
function IslandSite({ data, children }: { data: IslandData; children: ReactNode }) {
  const [reservations, setReservations] = useState(data.reservations);
  const view: SiteView = useMemo(
    () => ({
      siteId: data.siteId,
      document: data.document,
      language: data.language,
      brand: data.brand,
      uiLanguage: islandUiLanguage(data),
      renderedAt: data.renderedAt,
      editMode: false,
      editAvailable: false,
      drawsMaps: data.drawsMaps,
      market: data.market,
      swishCommerce: data.swishCommerce,
      askToJoin: data.askToJoin,
      reservations,
      setReservations,
    }),
    [data, reservations],
  );
  return (
    <SiteContext.Provider value={view}>
      <HouseholdContext.Provider value={data.household ?? null}>{children}</HouseholdContext.Provider>
    </SiteContext.Provider>
  );
}

export type IslandView = ComponentType<{ module: GuestModule }>;

/**
 * One island, the same tree on the server and in the browser so that it hydrates exactly: the
 * menu (a crash in it is the page's, handed to `onFrameError`) or a module's body. `index` is
 * the island's place on the page, which prefixes its ids.
 */
export function IslandRoot({ data, islandKey, index, View, onFrameError }: { data: IslandData; islandKey: string; index: number; View?: IslandView; onFrameError: (error: Error) => void }) {
  const module = data.document.siteModules.find((candidate) => candidate.id === islandKey);
  return (
    <IslandIdPrefix.Provider value={islandIdPrefix(index)}>
      <IslandSite data={data}>
        {islandKey === MENU_ISLAND && data.menu ? (
          <ErrorBoundary fallback={null} onError={onFrameError}>
            <SiteMenu {...data.menu} />
          </ErrorBoundary>
        ) : (
          module && View && <ModuleBody module={module} View={View} contactMail={data.contactMail} />
        )}
      </IslandSite>
    </IslandIdPrefix.Provider>
  );
}
