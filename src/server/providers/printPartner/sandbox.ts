import fs from "node:fs/promises";
import path from "node:path";
import { ADDRESS_LABELS_FILE_NAME, manifestJson, MANIFEST_FILE_NAME, PRINT_FILE_NAME, type PrintPartner } from "./printPartner";

/**
 * Sandbox print shop: each order becomes a folder `{dir}/{orderId}/` with the PDF and the
 * manifest, to open and check by hand. Files are written under a temporary name and then
 * renamed, so a folder never holds half a file.
 */
export function sandboxPrintPartner(dir: string): PrintPartner {
  const writeFile = async (file: string, content: Uint8Array | string) => {
    const temporary = `${file}.partial`;
    await fs.writeFile(temporary, content);
    await fs.rename(temporary, file);
  };
  return {
    async submit({ orderId, pdf, manifest, addressLabels }) {
      const folder = path.join(dir, orderId);
      await fs.mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, PRINT_FILE_NAME), pdf);
      if (addressLabels) await writeFile(path.join(folder, ADDRESS_LABELS_FILE_NAME), addressLabels);
      await writeFile(path.join(folder, MANIFEST_FILE_NAME), manifestJson(manifest));
    },
  };
}
