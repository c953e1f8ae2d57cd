import "./zodWithoutEval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { readAppConfig } from "../kit/app/appConfig";
import { installGlobalErrorReporting } from "./errors/globalErrorReporting";
import { markGuestCallsFromEditor } from "../kit/guestPage/guestApi";
import "./ui/styles/index.css";

installGlobalErrorReporting();
markGuestCallsFromEditor();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App config={readAppConfig()} />
  </StrictMode>,
);
