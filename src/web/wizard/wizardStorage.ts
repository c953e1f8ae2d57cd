import { WIZARD_STORAGE_KEY, wizardData, type WizardData } from "../../domain/wizard";

/** The wizard's answers as nothing has been told yet: the defaults of spec 3, section 4. */
export const emptyWizardData = (): WizardData => wizardData.parse({});

/**
 * What the wizard has been told so far, from session storage (spec 3, WizardData), so back,
 * forward and a reload lose nothing. Whatever is stored is checked: anything unreadable or
 * no longer valid starts the wizard afresh rather than breaking it.
 */
export function readWizardData(storage: Storage): WizardData {
  try {
    const parsed = wizardData.safeParse(JSON.parse(storage.getItem(WIZARD_STORAGE_KEY) ?? "{}"));
    return parsed.success ? parsed.data : emptyWizardData();
  } catch {
    return emptyWizardData();
  }
}

export function storeWizardData(storage: Storage, data: WizardData): void {
  try {
    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Storage full or refused: the wizard still works, only a reload would forget.
  }
}

export const forgetWizardData = (storage: Storage) => storage.removeItem(WIZARD_STORAGE_KEY);
