import { createBrowserRouter, type RouteObject } from "react-router";
import type { Brand } from "../../domain/brands";
import { AccountPage } from "../account/AccountPage";
import { ExtendConfirmationPage } from "../account/ExtendConfirmationPage";
import { ExtendDialog } from "../account/ExtendDialog";
import { LoginPage } from "../auth/LoginPage";
import { NewPasswordPage } from "../auth/NewPasswordPage";
import { ResetRequestPage } from "../auth/ResetRequestPage";
import { addressRoutes } from "../addresses/routes";
import { answersRoutes } from "../answers/routes";
import { InvitationsPage } from "../editor/comingSoonPages";
import { EditorLayout } from "../editor/EditorLayout";
import { RouteErrorPage } from "../errors/RouteErrorPage";
import { LandingPage } from "../landing/LandingPage";
import { NotFoundPage } from "../notFound/NotFoundPage";
import { ConfirmRecipientPage } from "../recipientConfirmation/ConfirmRecipientPage";
import { GetStartedPage, QuickStartPage } from "../registration/RegistrationPage";
import { PublicLayout } from "./PublicLayout";

/** The owner's app (spec 1, section 2). Swedish paths, as the spec gives them. */
function routes(brand: Brand): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: <LandingPage /> },
            { path: "logga-in", element: <LoginPage /> },
            { path: "aterstall-losenord", element: <ResetRequestPage /> },
            { path: "aterstall-losenord/:token", element: <NewPasswordPage /> },
            { path: "bekrafta-mottagare/:token", element: <ConfirmRecipientPage /> },
            { path: "kom-igang", element: <GetStartedPage /> },
            { path: "snabbstart", element: <QuickStartPage /> },
            { path: "villkor", lazy: async () => ({ Component: (await import("../terms/TermsPage")).TermsPage }) },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
        // Test mode's Swish app: a page of its own, as on the payer's phone.
        { path: "sandbox/swish/:swishId", lazy: async () => ({ Component: (await import("../payments/SandboxSwishAppPage")).SandboxSwishAppPage }) },
        {
          path: "redigera/:siteId",
          element: <EditorLayout />,
          children: [
            { index: true, lazy: async () => ({ Component: (await import("../editor/site/EditorPage")).EditorPage }) },
            { path: "versioner", lazy: async () => ({ Component: (await import("../versions/VersionsPage")).VersionsPage }) },
            ...answersRoutes,
            // Invitations belong to the wedding brand only; elsewhere the path is unknown.
            ...(brand === "wedding"
              ? [
                  { path: "inbjudningar", element: <InvitationsPage /> },
                  { path: "inbjudningar/nytt", element: <InvitationsPage /> },
                ]
              : []),
            { path: "konto", element: <AccountPage />, children: [{ path: "forlang", element: <ExtendDialog /> }] },
            { path: "konto/forlang/subdoman/bekraftelse/:paymentReference?", element: <ExtendConfirmationPage /> },
            ...addressRoutes,
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export const createRouter = (brand: Brand) => createBrowserRouter(routes(brand));
