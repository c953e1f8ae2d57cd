import type { FormModule } from "./schema";

/** A form with no questions has nothing for a guest to send. */
export const isEmptyForm = (module: FormModule) => module.form.formElements.length === 0;
