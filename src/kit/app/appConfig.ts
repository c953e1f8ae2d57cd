import { createContext, useContext } from "react";
import type { AppConfig } from "../../domain/appConfig";

/** The server embeds the config in every page it serves for the app. */
export function readAppConfig(): AppConfig {
  const element = document.getElementById("app-config");
  if (!element?.textContent) throw new Error("The page has no #app-config: it must be served by the app's server.");
  return JSON.parse(element.textContent) as AppConfig;
}

export const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error("useAppConfig needs an AppConfigContext");
  return config;
}
