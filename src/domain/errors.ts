import { REPLY_CLOSED_TEXTS } from "./guestList/replyClosed";
import type { ImportProblem } from "./importProblems";
import type { UiLanguage } from "./languages";
import type { SeatingPlan } from "./seating/plan";

/** The error answer every API route gives (spec 1, sections 3 and 8). */
export interface ErrorResponse {
  isErrorResponse: true;
  errorDescription: Record<UiLanguage, string>;
  message: string;
  /** Field names that failed validation, when the error is about input. */
  fields?: string[];
  /** Starting a Swish payment refused with a 422: what the payer should read (spec 1, section 5). */
  validationMessage?: string;
  /** A legacy import refused: each problem's kind, for the owner's report in their language (decision 086). */
  importProblems?: ImportProblem[];
  /** A save based on an older version than the current one (409 `siteSavedMeanwhile`): what to merge with (decision 102). */
  siteSavedMeanwhile?: SiteSavedMeanwhile;
  /** A seat change refused because another tab changed the plan (409 `seatingChangedMeanwhile`): the plan as it is now. */
  seatingPlan?: SeatingPlan;
}

/** What someone else saved since the version a refused save started from. */
export interface SiteSavedMeanwhile {
  /** The current version's id, to send as `baseVersionId` with the merged document. */
  versionId: string | null;
  /** The current document, as the editor loads it. */
  document: Record<string, unknown>;
  /** The modules that differ between the save's base and the current version. */
  modules: { id: string; type: string; title: string; change: "added" | "removed" | "changed" }[];
}

/** The texts the server answers with, one entry per kind of refusal. */
export const ERROR_TEXTS = {
  badRequest: { sv: "Förfrågan kunde inte läsas.", en: "The request could not be read.", da: "Forespørgslen kunne ikke læses." },
  invalidInput: { sv: "Några uppgifter saknas eller är felaktiga.", en: "Some details are missing or invalid.", da: "Nogle oplysninger mangler eller er ugyldige." },
  notLoggedIn: { sv: "Du behöver logga in.", en: "You need to log in.", da: "Du skal logge ind." },
  forbidden: { sv: "Du har inte behörighet till det här.", en: "You do not have access to this.", da: "Du har ikke adgang til dette." },
  notFound: { sv: "Hittades inte.", en: "Not found.", da: "Ikke fundet." },
  wrongLogin: { sv: "Fel e-postadress eller lösenord.", en: "Wrong e-mail address or password.", da: "Forkert e-mailadresse eller adgangskode." },
  mailTaken: { sv: "Det finns redan ett konto med den e-postadressen.", en: "An account with that e-mail address already exists.", da: "Der findes allerede en konto med den e-mailadresse." },
  resetTokenInvalid: { sv: "Länken för att återställa lösenordet är ogiltig eller har gått ut.", en: "The password reset link is invalid or has expired.", da: "Linket til at nulstille adgangskoden er ugyldigt eller udløbet." },
  tooManyRequests: { sv: "För många försök. Vänta en stund och försök igen.", en: "Too many attempts. Please wait a while and try again.", da: "For mange forsøg. Vent lidt og prøv igen." },
  photoTypeRefused: {
    sv: "Den här filtypen tas inte emot. Bilder (JPEG, PNG, WebP, HEIC, AVIF) och, om paret tillåter det, filmer (MP4, MOV) går bra.",
    en: "This kind of file is not taken. Photos (JPEG, PNG, WebP, HEIC, AVIF) and, if the couple allows them, videos (MP4, MOV) are.",
    da: "Denne filtype modtages ikke. Billeder (JPEG, PNG, WebP, HEIC, AVIF) og, hvis parret tillader det, videoer (MP4, MOV) er fine.",
  },
  photoTooLarge: { sv: "Filen är för stor.", en: "The file is too large.", da: "Filen er for stor." },
  photoTooManyPixels: { sv: "Bilden har för många pixlar (högst 100 miljoner).", en: "The photo has too many pixels (100 million at most).", da: "Billedet har for mange pixels (højst 100 millioner)." },
  photoQuotaFull: { sv: "Utrymmet för gästernas bilder är fullt.", en: "The space for the guests' photos is full.", da: "Pladsen til gæsternes billeder er fuld." },
  photoUploadsClosed: { sv: "Paret tar inte emot bilder just nu.", en: "The couple is not taking photos right now.", da: "Parret modtager ikke billeder lige nu." },
  payloadTooLarge: { sv: "Förfrågan är för stor.", en: "The request is too large.", da: "Forespørgslen er for stor." },
  originRefused: { sv: "Förfrågan kom från en annan webbplats och nekades.", en: "The request came from another site and was refused.", da: "Forespørgslen kom fra et andet websted og blev afvist." },
  wrongSitePassword: { sv: "Felaktigt lösenord, försök gärna igen.", en: "Wrong password, please try again.", da: "Forkert adgangskode, prøv gerne igen." },
  notAvailable: { sv: "Det här är inte tillgängligt än.", en: "This is not available yet.", da: "Dette er ikke tilgængeligt endnu." },
  giftNotReservable: { sv: "Den här presenten går inte att reservera.", en: "This gift cannot be reserved.", da: "Denne gave kan ikke reserveres." },
  giftQuantityUnavailable: { sv: "Det finns inte så många kvar att reservera.", en: "There are not that many left to reserve.", da: "Der er ikke så mange tilbage at reservere." },
  giftNotForMoney: { sv: "Till den här presenten går det inte att ge pengar.", en: "Money cannot be given towards this gift.", da: "Der kan ikke gives penge til denne gave." },
  givingNotOpen: { sv: "Pengagåvor tas inte emot här ännu.", en: "Money gifts are not taken here yet.", da: "Der modtages ikke pengegaver her endnu." },
  giftAmountUnavailable: { sv: "Så mycket återstår inte av presentens pris.", en: "That much is not left of the gift's price.", da: "Så meget er der ikke tilbage af gavens pris." },
  reservationPasswordMismatch: { sv: "Lösenordet stämmer inte med någon reservation av den här presenten.", en: "The password does not match any reservation of this gift.", da: "Adgangskoden passer ikke til nogen reservation af denne gave." },
  reservationOfAnotherGuest: {
    sv: "Bara den som reserverade presenten kan ångra reservationen.",
    en: "Only the guest who reserved the gift can undo the reservation.",
    da: "Kun den, der reserverede gaven, kan fortryde reservationen.",
  },
  reservationQuantityTooLarge: { sv: "Du kan inte ta bort fler än du har reserverat.", en: "You cannot remove more than you have reserved.", da: "Du kan ikke fjerne flere, end du har reserveret." },
  guestActionFromEditor: {
    sv: "Formuläret kan inte skickas från redigeraren. Testa det på den publicerade adressen.",
    en: "The form cannot be sent from the editor. Try it on the published address.",
    da: "Formularen kan ikke sendes fra redigeringen. Prøv den på den offentliggjorte adresse.",
  },
  answerChangeLinkInvalid: { sv: "Länken för att ändra svaret fungerar inte längre. Skicka ett nytt svar i stället.", en: "The link to change the answer no longer works. Send a new answer instead.", da: "Linket til at ændre svaret virker ikke længere. Send et nyt svar i stedet." },
  formNotFound: { sv: "Formuläret finns inte längre på sidan. Ladda om sidan.", en: "The form is no longer on the page. Reload the page.", da: "Formularen findes ikke længere på siden. Genindlæs siden." },
  // A household RSVP refused past its deadline carries its brand's own words (REPLY_CLOSED_TEXTS); these are the neutral ones.
  replyClosed: REPLY_CLOSED_TEXTS.party,
  recipientTokenInvalid: { sv: "Länken för att bekräfta mottagaren är ogiltig eller redan använd.", en: "The link to confirm the recipient is invalid or already used.", da: "Linket til at bekræfte modtageren er ugyldigt eller allerede brugt." },
  imageUnsupported: {
    sv: "Filen är ingen bild som går att läsa. Ladda upp en JPEG-, PNG-, WebP- eller AVIF-bild.",
    en: "The file is not an image that can be read. Upload a JPEG, PNG, WebP or AVIF image.",
    da: "Filen er ikke et billede, der kan læses. Upload et JPEG-, PNG-, WebP- eller AVIF-billede.",
  },
  imageTooLarge: { sv: "Bilden är för stor. Välj en fil på högst 25 MB.", en: "The image is too large. Choose a file of at most 25 MB.", da: "Billedet er for stort. Vælg en fil på højst 25 MB." },
  imageTooManyPixels: {
    sv: "Bilden har för många pixlar (högst 50 megapixel). Förminska den och försök igen.",
    en: "The image has too many pixels (at most 50 megapixels). Make it smaller and try again.",
    da: "Billedet har for mange pixels (højst 50 megapixel). Gør det mindre, og prøv igen.",
  },
  imageSavedElsewhere: {
    sv: "En bild är redan sparad på en annan sida. Ladda upp bilden igen och spara sedan.",
    en: "A picture is already saved on another site. Upload the picture again, then save.",
    da: "Et billede er allerede gemt på en anden side. Upload billedet igen, og gem derefter.",
  },
  tooMuchToStore: {
    sv: "Det blir för mycket att spara på en gång (högst 500 MB bilder). Ta med färre eller mindre bilder.",
    en: "That is too much to store at once (at most 500 MB of images). Include fewer or smaller images.",
    da: "Det er for meget at gemme på én gang (højst 500 MB billeder). Medtag færre eller mindre billeder.",
  },
  imageNotEdited: { sv: "Bilden är inte beskuren.", en: "Image is not edited", da: "Billedet er ikke beskåret." },
  publishFirst: { sv: "Publicera sidan först, sedan kan du ändra det här.", en: "Publish the page first, then you can change this.", da: "Udgiv siden først, så kan du ændre dette." },
  paymentRequired: { sv: "Betalningen är inte bekräftad än.", en: "The payment is not confirmed yet.", da: "Betalingen er ikke bekræftet endnu." },
  paymentNotFound: { sv: "Betalningen hittades inte.", en: "The payment was not found.", da: "Betalingen blev ikke fundet." },
  paymentProviderFailed: {
    sv: "Betaltjänsten svarade inte som väntat. Försök igen om en stund.",
    en: "The payment service did not answer as expected. Please try again shortly.",
    da: "Betalingstjenesten svarede ikke som ventet. Prøv igen om lidt.",
  },
  productNotPurchasable: {
    sv: "Det här går inte att köpa för sidan just nu. Kontakta oss så hjälper vi dig.",
    en: "This cannot be bought for the page right now. Contact us and we will help.",
    da: "Dette kan ikke købes til siden lige nu. Kontakt os, så hjælper vi dig.",
  },
  swishValidation: { sv: "Swish-numret godtogs inte.", en: "The Swish number was not accepted.", da: "Swish-nummeret blev ikke godtaget." },
  hostTaken: { sv: "Adressen är redan upptagen. Välj en annan.", en: "That address is already taken. Choose another one.", da: "Adressen er allerede taget. Vælg en anden." },
  hostInvalid: {
    sv: "Adressen får bara innehålla a–z, 0–9 och bindestreck.",
    en: "The address may only contain a–z, 0–9 and hyphens.",
    da: "Adressen må kun indeholde a–z, 0–9 og bindestreger.",
  },
  hostReserved: { sv: "Adressen är reserverad för tjänsten. Välj en annan.", en: "That address is reserved for the service. Choose another one.", da: "Adressen er reserveret til tjenesten. Vælg en anden." },
  hostHeld: {
    sv: "Adressen användes nyss av en annan sida och hålls åt den en tid. Välj en annan.",
    en: "That address was recently used by another site and is held for it for a while. Choose another one.",
    da: "Adressen blev for nylig brugt af et andet websted og holdes til det et stykke tid. Vælg en anden.",
  },
  hostRenameLimit: {
    sv: "Adressen har bytts för många gånger det senaste dygnet. Försök igen i morgon.",
    en: "The address has been changed too many times in the last day. Try again tomorrow.",
    da: "Adressen er blevet skiftet for mange gange det seneste døgn. Prøv igen i morgen.",
  },
  domainUnavailable: { sv: "Domänen är inte ledig.", en: "The domain is not available.", da: "Domænet er ikke ledigt." },
  domainRegistrationFailed: {
    sv: "Domänen kunde inte registreras. Kontakta oss så hjälper vi dig.",
    en: "The domain could not be registered. Contact us and we will help.",
    da: "Domænet kunne ikke registreres. Kontakt os, så hjælper vi dig.",
  },
  cardNumberInvalid: { sv: "Kortnumret är ogiltigt. Kontrollera siffrorna och försök igen.", en: "The card number is invalid. Check the digits and try again.", da: "Kortnummeret er ugyldigt. Kontrollér cifrene, og prøv igen." },
  cardDeclined: { sv: "Kortet nekades. Försök med ett annat kort.", en: "The card was declined. Try another card.", da: "Kortet blev afvist. Prøv med et andet kort." },
  cardInsufficientFunds: { sv: "Det finns inte tillräckligt med pengar på kortet.", en: "The card has insufficient funds.", da: "Der er ikke penge nok på kortet." },
  cardExpired: { sv: "Kortet har gått ut.", en: "The card has expired.", da: "Kortet er udløbet." },
  cardCvcIncorrect: { sv: "Kortets säkerhetskod (CVC) är fel.", en: "The card's security code (CVC) is incorrect.", da: "Kortets sikkerhedskode (CVC) er forkert." },
  cardProcessingError: { sv: "Kortet kunde inte behandlas. Försök igen om en stund.", en: "The card could not be processed. Please try again shortly.", da: "Kortet kunne ikke behandles. Prøv igen om lidt." },
  addressCheckFailed: { sv: "Adressen gick inte att kontrollera just nu. Försök igen om en stund.", en: "The address could not be checked right now. Please try again shortly.", da: "Adressen kunne ikke kontrolleres lige nu. Prøv igen om lidt." },
  quickStartImagesFull: { sv: "Just nu går det inte att ladda upp fler bilder utan konto. Skapa ett konto, så kan du ladda upp dina bilder.", en: "No more images can be uploaded without an account right now. Create an account to upload your pictures.", da: "Lige nu kan der ikke uploades flere billeder uden en konto. Opret en konto, så kan du uploade dine billeder." },
  siteV1: {
    sv: "Den här sidan är gjord i den äldre versionen av redigeraren och kan inte få inbjudningskort.",
    en: "This page was made with the older version of the editor and cannot have invitation cards.",
    da: "Denne side er lavet med den ældre version af redigeringen og kan ikke få invitationskort.",
  },
  siteAlreadyNewer: {
    sv: "Sidan har redan det nya formatet.",
    en: "The page already has the new format.",
    da: "Siden har allerede det nye format.",
  },
  siteShapeMismatch: {
    sv: "Sidan sparas i det format den har. En sida i det äldre formatet får det nya formatet bara genom att konverteras.",
    en: "The page is saved in the format it has. A page in the older format gets the new format only by being converted.",
    da: "Siden gemmes i det format, den har. En side i det ældre format får kun det nye format ved at blive konverteret.",
  },
  documentTooNew: {
    sv: "Sidan sparades av en nyare version av tjänsten och kan inte visas eller ändras här. Försök igen om en stund.",
    en: "The page was saved by a newer version of the service and cannot be shown or changed here. Please try again shortly.",
    da: "Siden blev gemt af en nyere version af tjenesten og kan ikke vises eller ændres her. Prøv igen om lidt.",
  },
  siteChangedMeanwhile: {
    sv: "Sidan ändrades samtidigt. Försök igen.",
    en: "The page was changed at the same time. Please try again.",
    da: "Siden blev ændret samtidig. Prøv igen.",
  },
  seatingChangedMeanwhile: {
    sv: "Bordsplaceringen ändrades samtidigt, till exempel i en annan flik. Den visas nu som den är; gör ändringen igen.",
    en: "The seating plan was changed at the same time, for example in another tab. It now shows as it is; please make the change again.",
    da: "Bordplanen blev ændret samtidig, for eksempel i en anden fane. Den vises nu, som den er; foretag ændringen igen.",
  },
  siteSavedMeanwhile: {
    sv: "Någon annan har sparat sidan medan du redigerade. Slå ihop ändringarna eller ladda om sidan.",
    en: "Someone else saved the page while you were editing. Merge the changes or reload the page.",
    da: "En anden har gemt siden, mens du redigerede. Flet ændringerne eller genindlæs siden.",
  },
  joinRequestDecided: {
    sv: "Den här förfrågan är redan besvarad.",
    en: "This request has already been answered.",
    da: "Denne forespørgsel er allerede besvaret.",
  },
  printsFull: {
    sv: "Sidan har redan så många inbjudningskort som den kan ha. Ändra ett av dem i stället.",
    en: "The page already has as many invitation cards as it can have. Change one of them instead.",
    da: "Siden har allerede så mange invitationskort, som den kan have. Ret et af dem i stedet.",
  },
  shipmentMethodsFailed: { sv: "Misslyckades att hämta leveransalternativ", en: "Failed to fetch shipping options", da: "Kunne ikke hente leveringsmuligheder" },
  shipmentMethodUnknown: {
    sv: "Leveransalternativet finns inte längre. Hämta leveransalternativen igen.",
    en: "The shipping option is no longer offered. Fetch the shipping options again.",
    da: "Leveringsmuligheden findes ikke længere. Hent leveringsmulighederne igen.",
  },
  paymentInProgress: {
    sv: "En betalning för det här pågår redan. Slutför eller avbryt den först, eller vänta några minuter och försök igen.",
    en: "A payment for this is already in progress. Finish or cancel it first, or wait a few minutes and try again.",
    da: "En betaling for dette er allerede i gang. Gennemfør eller annullér den først, eller vent et par minutter, og prøv igen.",
  },
  purchaseAlreadyPaid: { sv: "Det här är redan betalt.", en: "This is already paid.", da: "Dette er allerede betalt." },
  addressAlreadyAsked: {
    sv: "Adressen är redan lämnad (eller överhoppad). Vill ni ändra den, hör av er till värdarna.",
    en: "The address has already been given (or skipped). To change it, contact the hosts.",
    da: "Adressen er allerede givet (eller sprunget over). Vil I ændre den, så kontakt værterne.",
  },
  tooManyHouseholds: {
    sv: "För många hushåll för ett kort per hushåll.",
    en: "Too many households for one card per household.",
    da: "For mange husstande til ét kort pr. husstand.",
  },
  noHouseholds: {
    sv: "Det finns inga hushåll att skriva ut kort till.",
    en: "There are no households to print cards for.",
    da: "Der er ingen husstande at trykke kort til.",
  },
  orderAlreadyPaid: {
    sv: "Beställningen är redan betald.",
    en: "The order is already paid.",
    da: "Bestillingen er allerede betalt.",
  },
  serviceUnavailable: {
    sv: "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.",
    en: "The service is temporarily unavailable. Please try again shortly.",
    da: "Tjenesten er midlertidigt utilgængelig. Prøv igen om lidt.",
  },
  guestMailsDailyLimit: {
    sv: "Sidan har skickat så många mejl till gästerna som den får det senaste dygnet ({max} mejl per dygn). Försök igen i morgon.",
    en: "The page has sent as many mails to the guests as it may in the last 24 hours ({max} mails a day). Try again tomorrow.",
    da: "Siden har sendt så mange mails til gæsterne, som den må det seneste døgn ({max} mails pr. døgn). Prøv igen i morgen.",
  },
  guestMailsSiteLimit: {
    sv: "Sidan har skickat alla mejl till gästerna som den får skicka ({max} mejl). Kontakta oss om ni behöver skicka fler.",
    en: "The page has sent all the mails to the guests it may send ({max} mails). Contact us if you need to send more.",
    da: "Siden har sendt alle de mails til gæsterne, den må sende ({max} mails). Kontakt os, hvis I har brug for at sende flere.",
  },
  updateMailAlreadySent: {
    sv: "Mejlet har redan skickats och kan inte längre ångras.",
    en: "The mail has already been sent and can no longer be cancelled.",
    da: "Mailen er allerede sendt og kan ikke længere fortrydes.",
  },
  publicationEnded: {
    sv: "Sidans publiceringstid har gått ut. Förläng publiceringen för att kunna skicka mejl till gästerna.",
    en: "The page's publication period has ended. Extend the publication to send mail to the guests.",
    da: "Sidens offentliggørelsesperiode er udløbet. Forlæng offentliggørelsen for at kunne sende mails til gæsterne.",
  },
  noGuestsPlaced: {
    sv: "Ingen gäst är placerad vid ett bord ännu. Placera gästerna först, sedan kan bordskort och listor skrivas ut.",
    en: "No guest is seated at a table yet. Seat the guests first; then the place cards and lists can be printed.",
    da: "Ingen gæst er placeret ved et bord endnu. Placér gæsterne først, så kan bordkort og lister udskrives.",
  },
  giftReceivedOnlyMoney: {
    sv: "Bara pengagåvor kan markeras som mottagna.",
    en: "Only money gifts can be marked as received.",
    da: "Kun pengegaver kan markeres som modtaget.",
  },
  alreadyThanked: {
    sv: "Ni har redan tackat för den här presenten. Välj Skicka igen om ni vill skicka ett tack till.",
    en: "You have already thanked for this gift. Choose Send again to send another thank-you.",
    da: "I har allerede takket for denne gave. Vælg Send igen, hvis I vil sende endnu en tak.",
  },
  noMailAddress: {
    sv: "Det finns ingen e-postadress till givaren. Kopiera tacket och skicka det själva, och bocka sedan för att ni har tackat.",
    en: "There is no e-mail address for the giver. Copy the thank-you and send it yourselves, then tick that you have thanked.",
    da: "Der er ingen e-mailadresse til giveren. Kopiér takken og send den selv, og sæt derefter flueben ved, at I har takket.",
  },
  thankYouMailsDailyLimit: {
    sv: "Sidan har skickat så många tackmejl som den får det senaste dygnet ({max} mejl per dygn). Försök igen i morgon.",
    en: "The page has sent as many thank-you mails as it may in the last 24 hours ({max} mails a day). Try again tomorrow.",
    da: "Siden har sendt så mange takkemails, som den må det seneste døgn ({max} mails pr. døgn). Prøv igen i morgen.",
  },
  pendingInvitationsLimit: {
    sv: "Sidan har redan {max} inbjudningar som väntar på svar. Återkalla någon eller vänta tills de har tackat ja.",
    en: "The page already has {max} invitations waiting for an answer. Withdraw one or wait until they have accepted.",
    da: "Siden har allerede {max} invitationer, der venter på svar. Tilbagekald en eller vent, til de har takket ja.",
  },
  invitationMailsDailyLimit: {
    sv: "Sidan har skickat så många inbjudningar som den får det senaste dygnet ({max} per dygn). Försök igen i morgon.",
    en: "The page has sent as many invitations as it may in the last 24 hours ({max} a day). Try again tomorrow.",
    da: "Siden har sendt så mange invitationer, som den må det seneste døgn ({max} pr. døgn). Prøv igen i morgen.",
  },
  alreadyOnSite: {
    sv: "Den personen finns redan med på sidan.",
    en: "That person is already on the page.",
    da: "Den person er allerede med på siden.",
  },
  invitationInvalid: {
    sv: "Inbjudan är ogiltig, har återkallats eller har gått ut. Be om en ny inbjudan.",
    en: "The invitation is invalid, has been withdrawn or has expired. Ask for a new invitation.",
    da: "Invitationen er ugyldig, er tilbagekaldt eller er udløbet. Bed om en ny invitation.",
  },
  ownerCannotLeave: {
    sv: "Ägaren kan inte lämna sin egen sida.",
    en: "The owner cannot leave their own page.",
    da: "Ejeren kan ikke forlade sin egen side.",
  },
  serverError: { sv: "Ett fel uppstod på servern.", en: "An error occurred on the server.", da: "Der opstod en fejl på serveren." },
} as const satisfies Record<string, Record<UiLanguage, string>>;

export type ErrorCode = keyof typeof ERROR_TEXTS;

/** Fallback when nothing better is known (spec 1, section 8, texts kept as given). */
export const UNKNOWN_ERROR: Record<UiLanguage, string> = {
  sv: "Ett okänt fel har uppstått.",
  en: "A unknown error occured.",
  da: "En ukendt fejl opstod.",
};

/** What the web client holds of a failed call. */
export interface ClientError {
  status?: number;
  data?: Partial<ErrorResponse> | null;
  text?: string;
}

/**
 * The error dialog's message (spec 1, section 8): the error description when the answer is
 * flagged as an error response (in the reader's language, Swedish as the spec's default);
 * else the answer's message; else the error's own text; else the unknown-error fallback.
 */
export function errorMessage(error: ClientError, language: UiLanguage): string {
  const data = error.data;
  if (data?.isErrorResponse && data.errorDescription) {
    const description = data.errorDescription[language] || data.errorDescription.sv;
    if (description) return description;
  }
  if (data?.message) return data.message;
  if (error.text) return error.text;
  return UNKNOWN_ERROR[language];
}
