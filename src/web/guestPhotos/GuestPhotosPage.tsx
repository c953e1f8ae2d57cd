import { GALLERY_PHOTOS_PER_CALL } from "../../domain/guestPhotos/limits";
import { GUEST_PHOTOS_TYPE } from "../../modules/guestPhotos/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { fill } from "../../domain/fill";
import type { OwnerPhotoList, PhotoSettings } from "../../domain/guestPhotos/types";
import { editsSite, usePeople } from "../../kit/api/sitePeople";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useOwnerLanguage } from "../../kit/i18n/ownerLanguage";
import { useShowError } from "../../kit/errors/useShowError";
import { isLegacyEditorSite } from "../../modules/legacy/editorSite";
import { useEditorSite } from "../api/sites";
import { PageTitle } from "../ui/PageTitle";
import { PhotoActions } from "./PhotoActions";
import { PhotoDetails } from "./PhotoDetails";
import { PhotoFilterBar } from "./PhotoFilterBar";
import { PhotoSettingsCard } from "./PhotoSettingsCard";
import { PhotoTile } from "./PhotoTile";
import { guestPhotosKey, photoCalls, useGuestPhotos } from "./photosApi";
import { SelectionBar, type BulkAction } from "./SelectionBar";
import { filterCounts, firstFilter, galleryRefusal, inCalls, photosIn, selectAllIn, selectedIn, toggled, type PhotoFilter } from "./selection";
import { GUEST_PHOTO_TEXTS } from "./texts";
import { UsageHeader } from "./UsageHeader";
import "./guestPhotos.css";

/** The guest page's module where guests upload (src/modules/guestPhotos/). */
const DONE_TEXT = { approve: "approved", hide: "hidden", delete: "deleted", gallery: "addedToGallery" } as const;

/** /redigera/:siteId/gastbilder (issue 36, decision 119): the couple goes through the guests' photos on a phone. */
export function GuestPhotosPage() {
  const { siteId = "" } = useParams();
  const texts = useOwnerTexts(GUEST_PHOTO_TEXTS);
  const language = useOwnerLanguage();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const list = useGuestPhotos(siteId);
  const site = useEditorSite(siteId);
  const role = usePeople(siteId).data?.yourRole;
  const editor = role !== undefined && editsSite(role);
  const calls = useMemo(() => photoCalls(siteId), [siteId]);

  const photos = list.data?.photos;
  const [chosenFilter, setFilter] = useState<PhotoFilter>();
  const filter = chosenFilter ?? (photos ? firstFilter(photos) : "all");
  const inView = useMemo(() => photosIn(photos ?? [], filter), [photos, filter]);
  const counts = useMemo(() => filterCounts(photos ?? []), [photos]);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const chosen = selectedIn(selection, inView);
  const refusal = galleryRefusal(chosen);
  const [opened, setOpened] = useState<string>();
  const [done, setDone] = useState("");
  const [saved, setSaved] = useState("");

  // Stable, so a tap re-renders only its own tile.
  const toggle = useCallback((id: string) => setSelection((held) => toggled(held, id)), []);
  const open = useCallback((id: string) => setOpened(id), []);
  const answered = (answer: OwnerPhotoList) => queryClient.setQueryData(guestPhotosKey(siteId), answer);

  const act = useMutation({
    mutationFn: async ({ action, photoIds }: { action: BulkAction; photoIds: string[] }) => {
      if (action === "gallery") return calls.toGallery(photoIds);
      let answer: OwnerPhotoList | undefined;
      for (const part of inCalls(photoIds)) answer = await calls.moderate({ action, photoIds: part });
      return answer!;
    },
    onSuccess: (answer, { action, photoIds }) => {
      answered(answer);
      setSelection((held) => new Set([...held].filter((id) => !photoIds.includes(id))));
      setDone(fill(texts[DONE_TEXT[action]], { count: photoIds.length }));
    },
    onError: (error) => showError(error, texts.actionFailed),
  });
  const saveSettings = useMutation({
    mutationFn: calls.saveSettings,
    onMutate: (settings: PhotoSettings) => {
      setSaved("");
      queryClient.setQueryData<OwnerPhotoList>(guestPhotosKey(siteId), (held) => held && { ...held, settings });
    },
    onSuccess: () => setSaved(texts.settingsSaved),
    onError: async (error) => {
      showError(error, texts.settingsFailed);
      await queryClient.invalidateQueries({ queryKey: guestPhotosKey(siteId) });
    },
  });
  const newLink = useMutation({
    mutationFn: calls.newSlideshowKey,
    onSuccess: (answer) => {
      answered(answer);
      setDone(texts.newLinkDone);
    },
    onError: (error) => showError(error, texts.newLinkFailed),
  });

  // Said only once the page is read; a legacy page has no such module.
  const hasModule = !site.data || (!isLegacyEditorSite(site.data) && site.data.siteModules.some((module) => module.siteModuleType === GUEST_PHOTOS_TYPE));
  const allChosen = inView.length > 0 && chosen.length === inView.length;

  return (
    <div className="editor-page guest-photos" data-selecting={chosen.length > 0}>
      <PageTitle text={texts.heading} />
      <h1>{texts.heading}</h1>
      <p className="muted">{texts.lead}</p>
      {!hasModule && (
        <p className="notice guest-photos__no-module">
          {texts.noModule} {editor && texts.noModuleHow} {editor && <Link to={`/redigera/${encodeURIComponent(siteId)}/`}>{texts.noModuleLink}</Link>}
        </p>
      )}
      {list.error && (
        <p className="notice notice--error" role="alert">
          {texts.loadFailed}
        </p>
      )}
      {!editor && <p className="muted">{texts.readOnly}</p>}
      {list.data && (
        <>
          <UsageHeader texts={texts} language={language} usage={list.data.usage} />
          <PhotoFilterBar texts={texts} filter={filter} counts={counts} onFilter={setFilter} />
          <p role="status" className="guest-photos__done">
            {done}
          </p>
          {editor && inView.length > 0 && (
            <button type="button" className="button button--secondary guest-photos__select-all" onClick={() => setSelection((held) => selectAllIn(held, inView))}>
              {allChosen ? texts.selectNone : texts.selectAll}
            </button>
          )}
          {inView.length === 0 ? (
            <p className="muted">{filter === "pending" ? texts.noPhotosPending : texts.noPhotos}</p>
          ) : (
            <ul className="photo-grid" aria-label={texts.gridLabel}>
              {inView.map((photo) => (
                <PhotoTile key={photo.id} photo={photo} texts={texts} selectable={editor} selected={selection.has(photo.id)} onToggle={toggle} onOpen={open} />
              ))}
            </ul>
          )}
          {editor && <PhotoSettingsCard texts={texts} settings={list.data.settings} saved={saved} onChange={(settings) => saveSettings.mutate(settings)} />}
          <PhotoActions texts={texts} siteId={siteId} slideshowUrl={list.data.slideshowUrl} editor={editor} onNewSlideshowLink={() => newLink.mutate()} />
          {editor && chosen.length > 0 && (
            <SelectionBar
              texts={texts}
              language={language}
              count={chosen.length}
              pending={act.isPending}
              galleryRefusal={refusal && (refusal === "video" ? texts.galleryNoVideos : fill(texts.galleryTooMany, { count: GALLERY_PHOTOS_PER_CALL }))}
              onAction={(action) => act.mutate({ action, photoIds: chosen.map((photo) => photo.id) })}
              onClear={() => setSelection(new Set())}
            />
          )}
          <PhotoDetails photo={photos?.find((photo) => photo.id === opened)} texts={texts} language={language} onClose={() => setOpened(undefined)} />
        </>
      )}
    </div>
  );
}
