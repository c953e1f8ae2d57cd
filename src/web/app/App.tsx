import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import type { AppConfig } from "../../domain/appConfig";
import { ErrorBanner } from "../errors/ErrorBanner";
import { ErrorDialogProvider } from "../errors/ErrorDialogProvider";
import { I18nProvider } from "../i18n/I18nProvider";
import { AppConfigContext } from "../../kit/app/appConfig";
import { createQueryClient } from "./queryClient";
import { createRouter } from "./router";

export function App({ config }: { config: AppConfig }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(config.brand.brand));
  return (
    <AppConfigContext value={config}>
      <I18nProvider initialLanguage={config.language}>
        <QueryClientProvider client={queryClient}>
          <ErrorDialogProvider>
            <ErrorBanner />
            <RouterProvider router={router} />
          </ErrorDialogProvider>
        </QueryClientProvider>
      </I18nProvider>
    </AppConfigContext>
  );
}
