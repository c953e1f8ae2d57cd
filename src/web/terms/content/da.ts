import type { TermsContent } from "./termsContent";

export const da: TermsContent = {
  intro:
    "Disse vilkår gælder, når du opretter en konto og bruger {brand} ({domain}) til at bygge og udgive en hjemmeside. Ved at oprette en konto accepterer du vilkårene.",
  sections: [
    {
      heading: "Tjenesten",
      paragraphs: [
        "{brand} er et værktøj til at bygge en hjemmeside til et bryllup, en fest eller et arrangement. Du kan bygge og redigere siden gratis. For at siden kan vises for dine gæster på sin egen adresse, skal udgivelsen betales.",
        "Vi udvikler tjenesten løbende. Funktioner kan derfor komme til, blive ændret eller fjernet, men vi fjerner ikke noget, du har betalt for, i den periode, du har betalt for.",
      ],
    },
    {
      heading: "Din konto",
      paragraphs: [
        "Du er ansvarlig for, at de oplysninger, du giver, er korrekte, og for at holde din adgangskode hemmelig. Alt, hvad der gøres med din konto, regnes som gjort af dig.",
        "Vil du lukke din konto, skriver du til {mail}. Vi sletter så kontoen, siden og dine gæsters oplysninger, bortset fra det, loven kræver, at vi gemmer, for eksempel regnskabsbilag.",
      ],
    },
    {
      heading: "Udgivelse og betaling",
      paragraphs: [
        "Udgivelse betales forud for én periode ad gangen. Pris og periodens længde vises, før du betaler, og prisen er inklusive moms. Du får en kvittering efter hvert køb.",
        "Perioden begynder, når betalingen er gennemført. Udgivelsen fornyes ikke automatisk: når perioden er slut, vises siden ikke længere for gæsterne, men den bliver i din konto og kan udgives igen, når du forlænger.",
        "Et eget domæne registreres for én periode ad gangen og fornyes efter aftale med os.",
        "Fordi udgivelsen begynder, så snart du har betalt, og du beder om det, når du betaler, er der ingen fortrydelsesret for en påbegyndt udgivelsesperiode. Er noget gået galt med et køb, så kontakt os, og vi finder en løsning.",
      ],
    },
    {
      heading: "Dit indhold",
      paragraphs: [
        "Du ejer det, du lægger på din side, og er ansvarlig for det. Du skal have ret til at bruge tekster, billeder og andet materiale, og indholdet må ikke være ulovligt eller krænke andres rettigheder.",
        "Du giver os ret til at gemme, behandle og vise indholdet i det omfang, det er nødvendigt for, at tjenesten virker. Indhold, der åbenlyst er ulovligt eller strider mod disse vilkår, kan vi fjerne eller gøre utilgængeligt.",
      ],
    },
    {
      heading: "Gæsternes oplysninger",
      paragraphs: [
        "Når gæster svarer på tilmeldingen, reserverer gaver eller udfylder formularer på din side, behandler vi deres oplysninger på dine vegne. Du er dataansvarlig, og vi er din databehandler.",
        "Vi bruger kun oplysningerne til, at tjenesten virker for dig og dine gæster: vi sælger dem ikke og bruger dem ikke til reklame. Oplysningerne slettes, når du fjerner dem, når du lukker din konto, eller senest to år efter, at sidens sidste udgivelsesperiode er udløbet.",
        "Bed kun om de oplysninger, du har brug for, for eksempel om specialkost, og husk, at sådanne oplysninger kan være følsomme.",
      ],
    },
    {
      heading: "Dine egne personoplysninger",
      paragraphs: [
        "Vi gemmer din e-mailadresse, oplysninger om dine køb og den feedback, du sender, så vi kan levere tjenesten, modtage betaling og svare dig. Du kan til enhver tid bede om at se eller slette dine oplysninger ved at skrive til {mail}.",
      ],
    },
    {
      heading: "Tilgængelighed og ansvar",
      paragraphs: [
        "Vi gør vores bedste for, at tjenesten og din side altid er tilgængelige, men vi kan ikke love, at der aldrig er afbrydelser, for eksempel ved vedligeholdelse eller fejl hos vores leverandører.",
        "Vores ansvar er begrænset til det beløb, du har betalt for den igangværende periode, undtagen når vi har forvoldt skaden med vilje eller ved grov uagtsomhed. Som forbruger har du altid den beskyttelse, som ufravigelig forbrugerlovgivning giver.",
      ],
    },
    {
      heading: "Ændringer og kontakt",
      paragraphs: [
        "Vi kan ændre vilkårene. Væsentlige ændringer meddeler vi via e-mail til din konto i god tid, før de træder i kraft.",
        "Har du spørgsmål om vilkårene eller tjenesten, så skriv til {mail}.",
      ],
    },
  ],
};
