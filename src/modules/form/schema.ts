import { z } from "zod";
import { moduleBase, translatedText } from "../../domain/site/common";
import { form } from "../../domain/site/forms";

export const formModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("Form"),
  text: translatedText.default({}),
  sendButton: translatedText.default({}),
  showFormButton: translatedText.default({}),
  form: form.default({ formElements: [] }),
  confirmationTitle: translatedText.default({}),
  confirmationText: translatedText.default({}),
});
export type FormModule = z.infer<typeof formModule>;
