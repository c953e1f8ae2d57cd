import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { useEditorSite } from "../../api/sites";
import { useLoadError } from "../../errors/useShowError";
import { useI18n } from "../../i18n/useI18n";
import { PageTitle } from "../../ui/PageTitle";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { GuestEventsSection } from "./GuestEventsSection";
import { useGuestList, useReloadGuestList } from "./guestListApi";
import type { GuestListView } from "./guestListView";
import { GuestListToolbar } from "./GuestListToolbar";
import { guestListLanguages } from "./siteFacts";
import { GUEST_LIST_TEXTS } from "./texts";
import "./guestList.css";

/** /redigera/{siteId}/gaster (issue 15): the households the couple invites, their guests, tags, events and links. */
export function GuestListPage() {
  const { siteId = "" } = useParams();
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  const { t } = useI18n();
  const site = useEditorSite(siteId);
  const list = useGuestList(siteId);
  const reload = useReloadGuestList(siteId);
  const [selectedIds] = useState<string[]>([]);
  useLoadError(list.error, texts.loadFailed);

  const view = useMemo(
    (): GuestListView | null =>
      site.data && list.data
        ? { siteId, host: site.data.host, languages: guestListLanguages(site.data), households: list.data.households, events: list.data.events, selectedIds, reload }
        : null,
    [siteId, site.data, list.data, selectedIds, reload],
  );

  return (
    <div className="editor-page guest-list">
      <PageTitle text={texts.title} />
      <div className="guest-list__header">
        <h1>{texts.title}</h1>
        {view && <GuestListToolbar view={view} onAddHousehold={() => undefined} />}
      </div>
      <p className="lead guest-list__lead">{texts.lead}</p>
      {list.error || site.error ? (
        <p className="notice notice--error" role="alert">
          {texts.loadFailed}
        </p>
      ) : !view ? (
        <p className="muted">{t.common.loading}</p>
      ) : (
        <>
          <GuestEventsSection view={view} />
          <section className="guest-list__households" aria-labelledby="households-heading">
            <h2 id="households-heading">{texts.householdsHeading}</h2>
          </section>
        </>
      )}
    </div>
  );
}
