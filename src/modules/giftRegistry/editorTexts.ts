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
    kind: string;
    kindThing: string;
    kindFund: string;
    price: string;
    priceHint: string;
    shared: string;
    goal: string;
    goalHint: string;
    showProgress: string;
    amountInvalid: string;
    priced: string;
    pricedShared: string;
    fund: string;
    fundWithGoal: string;
    money: string;
    moneyLead: string;
    /** Where the deployment's Swish Commerce number takes the money (decision 100). */
    moneyByCommerce: string;
    payeeNumber: string;
    payeeHint: string;
    payeeInvalid: string;
    payeeMissing: string;
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
    kind: "Typ av önskning",
    kindThing: "Sak",
    kindFund: "Pengafond",
    price: "Pris (kr)",
    priceHint: "Lämna tomt om önskningen inte har något pris.",
    shared: "Gästerna kan gå ihop om den",
    goal: "Mål (kr)",
    goalHint: "Lämna tomt för en fond utan mål.",
    showProgress: "Visa gästerna hur mycket som har getts",
    amountInvalid: "Ange hela kronor, från 1 till 100 000. Beloppet sparas inte förrän det är giltigt.",
    priced: "{price} kr",
    pricedShared: "{price} kr, gästerna går ihop",
    fund: "Pengafond",
    fundWithGoal: "Pengafond · mål {goal} kr",
    money: "Pengagåvor",
    moneyLead: "Gästerna ger till pengafonder och till gåvor de går ihop om med {app}.",
    moneyByCommerce: "Gåvorna betalas med Swish till {payee}, och Swish bekräftar varje betalning. Inget eget nummer behövs.",
    payeeNumber: "{app}-nummer",
    payeeHint: "Mobilnumret som pengarna går till. Gästerna ser det i {app}.",
    payeeInvalid: "Det här är inte ett mobilnummer som {app} tar emot betalningar till. Numret sparas inte förrän det är giltigt.",
    payeeMissing: "Gästerna ser ingen {app}-knapp förrän ni fyllt i ert {app}-nummer.",
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
    kind: "Kind of gift",
    kindThing: "Thing",
    kindFund: "Money fund",
    price: "Price (kr)",
    priceHint: "Leave empty if the gift has no price.",
    shared: "Guests can chip in together",
    goal: "Goal (kr)",
    goalHint: "Leave empty for a fund without a goal.",
    showProgress: "Show guests how much has been given",
    amountInvalid: "Enter whole kronor, from 1 to 100,000. The amount is not saved until it is valid.",
    priced: "{price} kr",
    pricedShared: "{price} kr, guests chip in",
    fund: "Money fund",
    fundWithGoal: "Money fund · goal {goal} kr",
    money: "Money gifts",
    moneyLead: "Guests give to money funds and to gifts they chip in for with {app}.",
    moneyByCommerce: "Gifts are paid with Swish to {payee}, and Swish confirms each payment. No number of your own is needed.",
    payeeNumber: "{app} number",
    payeeHint: "The mobile number the money goes to. Guests see it in {app}.",
    payeeInvalid: "This is not a mobile number {app} takes payments to. The number is not saved until it is valid.",
    payeeMissing: "Guests see no {app} button until you fill in your {app} number.",
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
    kind: "Type af ønske",
    kindThing: "Ting",
    kindFund: "Pengefond",
    price: "Pris (kr.)",
    priceHint: "Lad feltet stå tomt, hvis ønsket ikke har en pris.",
    shared: "Gæsterne kan gå sammen om den",
    goal: "Mål (kr.)",
    goalHint: "Lad feltet stå tomt for en fond uden mål.",
    showProgress: "Vis gæsterne, hvor meget der er givet",
    amountInvalid: "Angiv hele kroner, fra 1 til 100.000. Beløbet gemmes ikke, før det er gyldigt.",
    priced: "{price} kr.",
    pricedShared: "{price} kr., gæsterne går sammen",
    fund: "Pengefond",
    fundWithGoal: "Pengefond · mål {goal} kr.",
    money: "Pengegaver",
    moneyLead: "Gæsterne giver til pengefonde og til gaver, de går sammen om, med {app}.",
    moneyByCommerce: "Gaverne betales med Swish til {payee}, og Swish bekræfter hver betaling. Der skal ikke bruges et eget nummer.",
    payeeNumber: "{app}-nummer",
    payeeHint: "Mobilnummeret, som pengene går til. Gæsterne ser det i {app}.",
    payeeInvalid: "Det her er ikke et mobilnummer, som {app} kan modtage betalinger på. Nummeret gemmes ikke, før det er gyldigt.",
    payeeMissing: "Gæsterne ser ingen {app}-knap, før I har udfyldt jeres {app}-nummer.",
  },
};
