import { Link } from "react-router";
import { QUICK_START_SITE_ID } from "../../domain/quickStart";
import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../kit/editor/fields/moduleFieldTexts";
import { RichTextField } from "../../kit/editor/fields/RichTextField";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../kit/editor/siteEditorContext";
import type { ModuleEditorProps } from "../editorTypes";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";

const TEXTS = {
  sv: {
    text: "Text (valfri)",
    hint: "Gästerna laddar upp bilder här utan konto. Du granskar dem, visar dem som bildspel och skriver ut QR-kort till borden på en sida för sig:",
    page: "Granska bilder, bildspel och QR-kort",
  },
  en: {
    text: "Text (optional)",
    hint: "Guests upload photos here without an account. You review them, show them as a slideshow and print QR cards for the tables on a page of their own:",
    page: "Review photos, slideshow and QR cards",
  },
  da: {
    text: "Tekst (valgfri)",
    hint: "Gæsterne uploader billeder her uden en konto. Du gennemgår dem, viser dem som diasshow og udskriver QR-kort til bordene på en side for sig:",
    page: "Gennemgå billeder, diasshow og QR-kort",
  },
};

/** The title and a short text; the photos themselves are reviewed on the couple's own page. */
export default function GuestPhotosEditor({ module, onChange, onClose }: ModuleEditorProps<"GuestPhotos">) {
  const fields = useOwnerTexts(MODULE_FIELD_TEXTS);
  const texts = useOwnerTexts(TEXTS);
  const name = useOwnerTexts(MODULE_CHOICE_TEXTS).GuestPhotos.name;
  const { siteId } = useSiteEditor();
  return (
    <ModuleDialog title={name} onClose={onClose}>
      <TranslatedTextField label={fields.title} placeholder={fields.titlePlaceholder} value={module.title} onChange={(title) => onChange({ ...module, title })} autoFocusInDialog />
      <RichTextField label={texts.text} value={module.text} onChange={(text) => onChange({ ...module, text })} />
      <p className="field__hint">{texts.hint}</p>
      {siteId !== QUICK_START_SITE_ID && <Link to={`/redigera/${encodeURIComponent(siteId)}/gastbilder`}>{texts.page}</Link>}
    </ModuleDialog>
  );
}
