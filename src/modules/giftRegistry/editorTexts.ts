import type { UiLanguage } from "../../domain/languages";

/** The owner's gift registry dialog (spec 2, Gift registry; spec 3: LIST / EDIT / BUTTONS / TEXTS). */
export const GIFT_EDITOR_TEXTS: Record<
  UiLanguage,
  {
    dialogTitle: string;
    list: string;
    buttons: string;
    texts: string;
    title: string;
    text: string;
    items: string;
    empty: string;
    add: string;
    noTitle: string;
    quantity: string;
    notReservable: string;
    missingQuantity: string;
    edit: string;
    moveUp: string;
    moveDown: string;
    remove: string;
    confirmRemove: string;
    confirmYes: string;
    cancel: string;
    back: string;
    itemTitle: string;
    link: string;
    linkHint: string;
    linkInvalid: string;
    description: string;
    reservable: string;
    wantedQuantity: string;
    quantityInvalid: string;
    image: string;
    removeItem: string;
    showGiftRegistryButton: string;
    reserveButton: string;
    cancelReservationButton: string;
    labelReservePassword: string;
    labelReserveQuantity: string;
    labelCancelReservationPassword: string;
    labelCancelReservationQuantity: string;
    statusTextQuantity: string;
    statusTextReservedSingular: string;
    statusTextReservedPlural: string;
    reserveDialog: string;
    cancelDialog: string;
    status: string;
    defaultHint: string;
  }
> = {
  sv: {
    dialogTitle: "Önskelista",
    list: "Lista",
    buttons: "Knappar",
    texts: "Texter",
    title: "Rubrik",
    text: "Text",
    items: "Önskningar",
    empty: "Önskelistan är tom. Lägg till den första önskningen.",
    add: "Lägg till ny rad i önskelista",
    noTitle: "Ingen rubrik",
    quantity: "Antal: {quantity}",
    notReservable: "Kan inte reserveras",
    missingQuantity: "Önskat antal saknas",
    edit: "Redigera {title}",
    moveUp: "Flytta upp {title}",
    moveDown: "Flytta ned {title}",
    remove: "Ta bort {title}",
    confirmRemove: "Vill du ta bort ”{title}” från önskelistan? Det går inte att ångra.",
    confirmYes: "Ta bort",
    cancel: "Avbryt",
    back: "Tillbaka till listan",
    itemTitle: "Rubrik",
    link: "Länk",
    linkHint: "Till exempel en sida i en webbutik. Gästerna öppnar den i en ny flik.",
    linkInvalid: "Ange en webbadress, till exempel www.butik.se/present. Länken sparas inte förrän den är giltig.",
    description: "Beskrivning",
    reservable: "Kan reservera",
    wantedQuantity: "Önskat antal",
    quantityInvalid: "Ange ett heltal, minst 1.",
    image: "Bild",
    removeItem: "Ta bort från önskelista",
    showGiftRegistryButton: "Knapp som visar önskelistan",
    reserveButton: "Knapp för att reservera",
    cancelReservationButton: "Knapp för att ångra en reservation",
    labelReservePassword: "Lösenord",
    labelReserveQuantity: "Antal",
    labelCancelReservationPassword: "Lösenord",
    labelCancelReservationQuantity: "Antal",
    statusTextQuantity: "Antal",
    statusTextReservedSingular: "Reserverad (en önskning som är tagen)",
    statusTextReservedPlural: "Reserverade (följs av antalet)",
    reserveDialog: "När gästen reserverar",
    cancelDialog: "När gästen ångrar en reservation",
    status: "Status på önskningarna",
    defaultHint: "Lämnar du ett fält tomt visas texten i fältet för gästerna.",
  },
  en: {
    dialogTitle: "Gift registry",
    list: "List",
    buttons: "Buttons",
    texts: "Texts",
    title: "Title",
    text: "Text",
    items: "Gifts",
    empty: "The gift registry is empty. Add the first gift.",
    add: "Add a new row to the gift registry",
    noTitle: "No title",
    quantity: "Quantity: {quantity}",
    notReservable: "Cannot be reserved",
    missingQuantity: "Wished quantity missing",
    edit: "Edit {title}",
    moveUp: "Move {title} up",
    moveDown: "Move {title} down",
    remove: "Delete {title}",
    confirmRemove: "Delete “{title}” from the gift registry? This cannot be undone.",
    confirmYes: "Delete",
    cancel: "Cancel",
    back: "Back to the list",
    itemTitle: "Title",
    link: "Link",
    linkHint: "For example a page in an online shop. Guests open it in a new tab.",
    linkInvalid: "Enter a web address, for example www.shop.com/gift. The link is not saved until it is valid.",
    description: "Description",
    reservable: "Can be reserved",
    wantedQuantity: "Wished quantity",
    quantityInvalid: "Enter a whole number, at least 1.",
    image: "Image",
    removeItem: "Delete from the gift registry",
    showGiftRegistryButton: "Button that shows the gift registry",
    reserveButton: "Button to reserve",
    cancelReservationButton: "Button to undo a reservation",
    labelReservePassword: "Password",
    labelReserveQuantity: "Quantity",
    labelCancelReservationPassword: "Password",
    labelCancelReservationQuantity: "Quantity",
    statusTextQuantity: "Quantity",
    statusTextReservedSingular: "Reserved (a gift that is taken)",
    statusTextReservedPlural: "Reserved (followed by the number)",
    reserveDialog: "When a guest reserves",
    cancelDialog: "When a guest undoes a reservation",
    status: "Gift status",
    defaultHint: "If you leave a field empty, guests see the text shown in it.",
  },
  da: {
    dialogTitle: "Ønskeliste",
    list: "Liste",
    buttons: "Knapper",
    texts: "Tekster",
    title: "Overskrift",
    text: "Tekst",
    items: "Ønsker",
    empty: "Ønskelisten er tom. Tilføj det første ønske.",
    add: "Tilføj en ny række til ønskelisten",
    noTitle: "Ingen overskrift",
    quantity: "Antal: {quantity}",
    notReservable: "Kan ikke reserveres",
    missingQuantity: "Ønsket antal mangler",
    edit: "Rediger {title}",
    moveUp: "Flyt {title} op",
    moveDown: "Flyt {title} ned",
    remove: "Slet {title}",
    confirmRemove: "Vil du slette “{title}” fra ønskelisten? Det kan ikke fortrydes.",
    confirmYes: "Slet",
    cancel: "Annuller",
    back: "Tilbage til listen",
    itemTitle: "Overskrift",
    link: "Link",
    linkHint: "For eksempel en side i en webshop. Gæsterne åbner den i en ny fane.",
    linkInvalid: "Angiv en webadresse, for eksempel www.butik.dk/gave. Linket gemmes ikke, før det er gyldigt.",
    description: "Beskrivelse",
    reservable: "Kan reserveres",
    wantedQuantity: "Ønsket antal",
    quantityInvalid: "Angiv et helt tal, mindst 1.",
    image: "Billede",
    removeItem: "Slet fra ønskelisten",
    showGiftRegistryButton: "Knap, der viser ønskelisten",
    reserveButton: "Knap til at reservere",
    cancelReservationButton: "Knap til at fortryde en reservation",
    labelReservePassword: "Adgangskode",
    labelReserveQuantity: "Antal",
    labelCancelReservationPassword: "Adgangskode",
    labelCancelReservationQuantity: "Antal",
    statusTextQuantity: "Antal",
    statusTextReservedSingular: "Reserveret (et ønske, der er taget)",
    statusTextReservedPlural: "Reserveret (efterfulgt af antallet)",
    reserveDialog: "Når en gæst reserverer",
    cancelDialog: "Når en gæst fortryder en reservation",
    status: "Status på ønskerne",
    defaultHint: "Lader du et felt stå tomt, ser gæsterne teksten i feltet.",
  },
};
