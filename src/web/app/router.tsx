import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import type { Brand } from "../../domain/brands";
import { AccountPage } from "../account/AccountPage";
import { ExtendConfirmationPage } from "../account/ExtendConfirmationPage";
import { ExtendDialog } from "../account/ExtendDialog";
import { LoginPage } from "../auth/LoginPage";
import { NewPasswordPage } from "../auth/NewPasswordPage";
import { ResetRequestPage } from "../auth/ResetRequestPage";
import { addressRoutes } from "../addresses/routes";
import { answersRoutes } from "../answers/routes";
import { EditorLayout } from "../editor/EditorLayout";
import { guestListRoutes } from "../editor/guestList/routes";
import { RouteErrorPage } from "../errors/RouteErrorPage";
import { LandingPage } from "../landing/LandingPage";
import { NotFoundPage } from "../notFound/NotFoundPage";
import { cardOrderRoutes } from "../orders/routes";
import { ConfirmRecipientPage } from "../recipientConfirmation/ConfirmRecipientPage";
import { registrationPath } from "../registration/registrationPath";
import { wizardRoute } from "../wizard/routes";
import { PublicLayout } from "./PublicLayout";

/** Invitations belong to the wedding brand only; elsewhere the path is unknown. */
const invitationRoutes = (brand: Brand): RouteObject[] =>
  brand === "wedding"
    ? [
        { path: "inbjudningar", lazy: async () => ({ Component: (await import("../prints/overview/InvitationsOverviewPage")).InvitationsOverviewPage }) },
        { path: "inbjudningar/nytt", lazy: async () => ({ Component: (await import("../prints/editor/CardEditorPage")).CardEditorPage }) },
        { path: "inbjudningar/:printId", lazy: async () => ({ Component: (await import("../prints/editor/CardEditorPage")).CardEditorPage }) },
      ]
    : [];

/**
 * Quick start's bases (spec 1, section 2; spec 3, routes): /snabbstart below the brand's
 * prefixes, and for the wedding brand /kom-igang/redigera, where the wizard ends.
 */
function quickStartBases(brand: Brand): string[] {
  const prefixes = ["", "sms/", "digital-studentinbjudan/"];
  return prefixes.flatMap((prefix) => [`${prefix}snabbstart`, ...(brand === "wedding" ? [`${prefix}kom-igang/redigera`] : [])]);
}

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
            { path: "bli-med/:token", lazy: async () => ({ Component: (await import("../people/InvitationPage")).InvitationPage }) },
            // The wizard is the wedding brand's way in; the other brands register in quick start.
            brand === "wedding" ? wizardRoute : { path: "kom-igang", element: <Navigate to={registrationPath(brand)} replace /> },
            { path: "villkor", lazy: async () => ({ Component: (await import("../terms/TermsPage")).TermsPage }) },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
        // The print renderer's page: the card alone, no app chrome (spec 3).
        { path: "print-pdf/:printId/:serverAccessKey", lazy: async () => ({ Component: (await import("../prints/printPdf/PrintPdfPage")).PrintPdfPage }) },
        // Test mode's Swish app: a page of its own, as on the payer's phone.
        { path: "sandbox/swish/:swishId", lazy: async () => ({ Component: (await import("../payments/SandboxSwishAppPage")).SandboxSwishAppPage }) },
        {
          path: "redigera/:siteId",
          element: <EditorLayout />,
          children: [
            { index: true, lazy: async () => ({ Component: (await import("../editor/site/EditorPage")).EditorPage }) },
            { path: "versioner", lazy: async () => ({ Component: (await import("../versions/VersionsPage")).VersionsPage }) },
            { path: "personer", lazy: async () => ({ Component: (await import("../people/PeoplePage")).PeoplePage }) },
            { path: "konvertera", lazy: async () => ({ Component: (await import("../editor/conversion/ConversionPage")).ConversionPage }) },
            ...answersRoutes,
            ...guestListRoutes,
            { path: "bordsplacering", lazy: async () => ({ Component: (await import("../seating/SeatingPage")).SeatingPage }) },
            { path: "gastbilder", lazy: async () => ({ Component: (await import("../guestPhotos/GuestPhotosPage")).GuestPhotosPage }) },
            { path: "meddelanden", lazy: async () => ({ Component: (await import("../notices/NoticesPage")).NoticesPage }) },
            ...invitationRoutes(brand),
            ...(brand === "wedding" ? cardOrderRoutes : []),
            { path: "konto", element: <AccountPage />, children: [{ path: "forlang", element: <ExtendDialog /> }] },
            { path: "konto/forlang/subdoman/bekraftelse/:paymentReference?", element: <ExtendConfirmationPage /> },
            ...addressRoutes,
            { path: "*", element: <NotFoundPage /> },
          ],
        },
        ...quickStartBases(brand).map(
          (path): RouteObject => ({
            path,
            element: <EditorLayout />,
            children: [
              { index: true, lazy: async () => ({ Component: (await import("../quickStart/QuickStartEditorPage")).QuickStartEditorPage }) },
              ...answersRoutes,
              ...invitationRoutes(brand),
              { path: "*", element: <NotFoundPage /> },
            ],
          }),
        ),
      ],
    },
  ];
}

export const createRouter = (brand: Brand) => createBrowserRouter(routes(brand));
