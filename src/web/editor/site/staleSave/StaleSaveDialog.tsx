import { useState } from "react";
import type { SiteSavedMeanwhile } from "../../../../domain/errors";
import { fill } from "../../../../domain/fill";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { ConfirmDialog } from "../../../../kit/ui/ConfirmDialog";
import { Dialog } from "../../../../kit/ui/Dialog";
import { mergeSiteDocuments, type MergeChoice, type MergeConflict } from "../../../../modules/document/mergeSiteDocuments";
import { sameValue } from "../../../../modules/document/sameValue";
import { MODULE_CHOICE_TEXTS, type ModuleChoice } from "../../../../modules/moduleChoices";
import type { SiteDocument } from "../../../../modules/siteDocument";
import { useI18n } from "../../../i18n/useI18n";
import { STALE_SAVE_TEXTS } from "./texts";
import "./staleSave.css";

/** A save refused because the page was saved meanwhile: the three documents to merge and the server's list of changes. */
export interface StaleSave {
  base: SiteDocument;
  mine: SiteDocument;
  theirs: SiteDocument;
  versionId: string | null;
  modules: SiteSavedMeanwhile["modules"];
}

interface StaleSaveDialogProps {
  stale: StaleSave;
  saving: boolean;
  /** Saves the merged page on top of the current version. */
  onMerge: (merged: SiteDocument) => void;
  /** Drops the owner's edits for the page as saved. */
  onReload: () => void;
}

const withoutModules = (document: SiteDocument) => ({ ...document, siteModules: [] });

/**
 * "Någon annan har sparat sidan" (decision 102): what changed, a choice for each part both
 * sides changed, then "Slå ihop" or "Ladda om" (after asking). It cannot be closed otherwise:
 * the owner's edits are never dropped or saved over someone else's without a choice.
 */
export function StaleSaveDialog({ stale, saving, onMerge, onReload }: StaleSaveDialogProps) {
  const texts = useOwnerTexts(STALE_SAVE_TEXTS);
  const { language } = useI18n();
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({});
  const [confirmingReload, setConfirmingReload] = useState(false);
  const result = mergeSiteDocuments(stale.base, stale.mine, stale.theirs, choices);
  const typeName = (type: string) => MODULE_CHOICE_TEXTS[language][type as ModuleChoice]?.name ?? type;
  const named = (type: string, title: string) => ({ type: typeName(type), title: title || texts.untitled });
  const conflictName = (conflict: MergeConflict) =>
    conflict.kind === "settings" ? texts.settings : `${typeName(conflict.type)} ”${conflict.title || texts.untitled}”`;

  return (
    <>
      <Dialog open={!confirmingReload} onClose={() => setConfirmingReload(true)} title={texts.title} className="dialog--editor stale-save">
        <p className="dialog__lead">{texts.lead}</p>
        <ul className="stale-save__changes">
          {stale.modules.map((module) => (
            <li key={module.id}>{fill(texts[module.change], named(module.type, module.title))}</li>
          ))}
          {!sameValue(withoutModules(stale.base), withoutModules(stale.theirs)) && <li>{texts.settingsChanged}</li>}
        </ul>
        {result.conflicts.length > 0 ? (
          <>
            <p>{texts.conflictsLead}</p>
            {result.conflicts.map((conflict) => (
              <fieldset key={conflict.key} className="stale-save__conflict">
                <legend>{conflictName(conflict)}</legend>
                {(["mine", "theirs"] as const).map((side) => (
                  <label key={side} className="stale-save__choice">
                    <input
                      type="radio"
                      name={conflict.key}
                      checked={choices[conflict.key] === side}
                      onChange={() => setChoices((earlier) => ({ ...earlier, [conflict.key]: side }))}
                    />
                    {conflict.kind === "module" && conflict[side] === "removed" ? texts[`${side}Removed`] : texts[side]}
                  </label>
                ))}
              </fieldset>
            ))}
          </>
        ) : (
          <p>{texts.noConflicts}</p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={() => setConfirmingReload(true)}>
            {texts.reload}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!result.document || saving}
            onClick={() => result.document && onMerge(result.document)}
          >
            {texts.merge}
          </button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirmingReload}
        title={texts.reloadTitle}
        text={texts.reloadText}
        confirmLabel={texts.reloadConfirm}
        cancelLabel={texts.cancel}
        danger
        onConfirm={onReload}
        onCancel={() => setConfirmingReload(false)}
      />
    </>
  );
}
