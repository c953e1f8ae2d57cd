import type { AppConfig } from "../../domain/appConfig";

/** The shell page with the config embedded as JSON (with `<` escaped so it cannot end the script). */
export function injectAppConfig(html: string, config: AppConfig): string {
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return html
    .replace("<!--app-config-->", `<script id="app-config" type="application/json">${json}</script>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${config.language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${config.brand.name.replace(/[<&]/g, "")}</title>`);
}
