import { useCallback, useEffect, useState } from "react";
import type { GuestPhoto, GuestPhotoList } from "../../domain/guestPhotos/types";
import { browserKey } from "../../kit/guestPage/browser/browserKey";
import { describeError } from "../../kit/guestPage/guestApi";
import { useHousehold } from "../../kit/guestPage/household/HouseholdContext";
import { refusesGuestActions, useSite, useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { EditModeDialog, GuestErrorDialog } from "../../kit/guestPage/ui/Modal";
import { ModuleTitle, RichText } from "../../kit/guestPage/ui/ModuleText";
import { PhotoDialog, RemoveDialog } from "./PhotoDialogs";
import { PhotoGrid } from "./PhotoGrid";
import type { GuestPhotosModule } from "./schema";
import { PHOTO_TEXTS } from "./texts";
import { UploadForm } from "./UploadForm";
import { UploadRows } from "./UploadRows";
import { listPhotos, removePhoto, type Viewer } from "./upload/photoCalls";
import { useUploads } from "./upload/useUploads";

type Dialog = { kind: "photo" | "remove"; photo: GuestPhoto } | { kind: "editMode" } | { kind: "error"; message: string; detail?: string };

/**
 * "Bilder från gästerna": the upload button with its optional name and caption, a row per file
 * sent, and the photos this guest may see. The photos are read after hydration: the page's HTML
 * is the same for every guest, and the owner's app shows only the button.
 */
export default function GuestPhotosView({ module }: { module: GuestPhotosModule }) {
  const site = useSite();
  const t = useTranslate();
  const texts = useTexts(PHOTO_TEXTS);
  const household = useHousehold();
  const refused = refusesGuestActions(site);
  const [list, setList] = useState<GuestPhotoList | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);

  const viewer = useCallback((): Viewer => ({ uploader: browserKey(`eventsite:photo-uploader:${site.siteId}`), ...(household ? { household: household.token } : {}) }), [site.siteId, household]);
  const reload = useCallback(() => {
    listPhotos(site.siteId, viewer()).then(
      (answer) => {
        setList(answer);
        setListFailed(false);
      },
      () => setListFailed(true),
    );
  }, [site.siteId, viewer]);
  const uploads = useUploads(site.siteId, viewer, site.uiLanguage, reload, !refused);

  useEffect(() => {
    if (!refused) reload();
  }, [refused, reload]);

  const remove = async (photo: GuestPhoto) => {
    setBusy(true);
    try {
      await removePhoto(site.siteId, viewer(), photo.id);
      setDialog(null);
      setList((current) => current && { ...current, photos: current.photos.filter((shown) => shown.id !== photo.id) });
    } catch (error) {
      setDialog({ kind: "error", message: texts.removeFailed, detail: describeError(error, site.uiLanguage) });
    } finally {
      setBusy(false);
    }
  };

  const close = () => setDialog(null);
  const open = list?.settings.uploadsOpen ?? true;
  return (
    <div className="guest-photos">
      <ModuleTitle text={t(module.title)} />
      <RichText className="module__text" html={t(module.text)} />
      {open ? (
        <UploadForm texts={texts} videos={(list?.settings.videoMaxMb ?? 0) > 0} onFiles={uploads.add} refuse={refused ? () => setDialog({ kind: "editMode" }) : undefined} />
      ) : (
        <p className="guest-photos__closed">{texts.closed}</p>
      )}
      {uploads.offline && (
        <p className="guest-photos__offline" role="status">
          {texts.offline}
        </p>
      )}
      <UploadRows rows={uploads.rows} texts={texts} onRetry={uploads.retry} />
      {listFailed && <p className="guest-photos__failed">{texts.listFailed}</p>}
      <PhotoGrid photos={list?.photos ?? []} texts={texts} onOpen={(photo) => setDialog({ kind: "photo", photo })} onRemove={(photo) => setDialog({ kind: "remove", photo })} />
      {dialog?.kind === "photo" && <PhotoDialog photo={dialog.photo} title={t(module.title) || texts.photos} texts={texts} onClose={close} />}
      {dialog?.kind === "remove" && <RemoveDialog texts={texts} busy={busy} onRemove={() => void remove(dialog.photo)} onClose={close} />}
      {dialog?.kind === "editMode" && <EditModeDialog onClose={close} />}
      {dialog?.kind === "error" && <GuestErrorDialog message={dialog.message} detail={dialog.detail} onClose={close} />}
    </div>
  );
}
