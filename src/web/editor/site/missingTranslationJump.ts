/** How long the jump waits for the module's dialog to open (it loads its editor on first use). */
const DIALOG_WAIT_MS = 5_000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The open module dialog, once it is there. */
async function openDialog(): Promise<HTMLElement | null> {
  const deadline = Date.now() + DIALOG_WAIT_MS;
  while (Date.now() < deadline) {
    const dialog = document.querySelector<HTMLElement>("dialog.dialog--editor[open]");
    if (dialog?.querySelector(".module-dialog__content")) return dialog;
    await nextFrame();
  }
  return null;
}

/** The field whose missing-translation mark shows this original, in what the dialog shows now. */
function fieldShowing(dialog: HTMLElement, original: string): HTMLElement | null {
  const mark = [...dialog.querySelectorAll<HTMLElement>("[data-missing-original]")].find((each) => each.dataset.missingOriginal === original);
  return mark?.closest(".translated-field, .rich-text-field")?.querySelector<HTMLElement>("input, textarea, [contenteditable='true']") ?? null;
}

/**
 * Focuses the field of a missing translation in the module dialog just opened, looking through
 * its tabs in turn. A text inside a list item's own dialog is not reached: the module's dialog
 * stays open in the language to write.
 */
export async function focusMissingTranslation(original: string): Promise<void> {
  const dialog = await openDialog();
  if (!dialog) return;
  const tabs = [null, ...dialog.querySelectorAll<HTMLElement>("[role='tab']")];
  for (const tab of tabs) {
    if (tab) {
      tab.click();
      await nextFrame();
    }
    const field = fieldShowing(dialog, original);
    if (field) {
      field.focus();
      field.scrollIntoView({ block: "center" });
      return;
    }
  }
}
