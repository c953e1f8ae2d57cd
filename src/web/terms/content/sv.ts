import type { TermsContent } from "./termsContent";

export const sv: TermsContent = {
  intro:
    "De här villkoren gäller när du skapar ett konto och använder {brand} ({domain}) för att bygga och publicera en webbsida. Genom att skapa ett konto godkänner du villkoren.",
  sections: [
    {
      heading: "Tjänsten",
      paragraphs: [
        "{brand} är ett verktyg för att bygga en egen webbsida för ett bröllop, en fest eller ett evenemang. Du kan bygga och redigera sidan utan kostnad. För att sidan ska visas för dina gäster på en egen adress behöver publiceringen betalas.",
        "Vi utvecklar tjänsten löpande. Funktioner kan därför tillkomma, ändras eller tas bort, men vi tar inte bort något som du har betalat för under den period du har betalat för.",
      ],
    },
    {
      heading: "Ditt konto",
      paragraphs: [
        "Du ansvarar för att uppgifterna du lämnar är riktiga och för att hålla ditt lösenord hemligt. Allt som görs med ditt konto räknas som gjort av dig.",
        "Vill du avsluta ditt konto skriver du till {mail}. Vi raderar då kontot, sidan och gästernas uppgifter, utom det vi enligt lag måste spara, till exempel bokföringsunderlag.",
      ],
    },
    {
      heading: "Publicering och betalning",
      paragraphs: [
        "Publicering betalas i förskott för en period i taget. Pris och periodens längd visas innan du betalar, och priset inkluderar moms. Du får ett kvitto efter varje köp.",
        "Perioden börjar när betalningen är genomförd. Publiceringen förnyas inte automatiskt: när perioden är slut visas sidan inte längre för gästerna, men den finns kvar i ditt konto och kan publiceras igen genom att du förlänger.",
        "En egen domän registreras för en period i taget och förnyas efter överenskommelse med oss.",
        "Eftersom publiceringen börjar direkt när du har betalat, och du ber om det när du betalar, gäller ingen ångerrätt för en påbörjad publiceringsperiod. Har något gått fel med ett köp, kontakta oss så löser vi det.",
      ],
    },
    {
      heading: "Ditt innehåll",
      paragraphs: [
        "Du äger det du lägger upp på din sida och ansvarar för det. Du ska ha rätt att använda texter, bilder och annat material, och innehållet får inte bryta mot lag eller kränka någon annan.",
        "Du ger oss rätt att lagra, bearbeta och visa innehållet i den omfattning som behövs för att tjänsten ska fungera. Innehåll som uppenbart bryter mot lag eller de här villkoren kan vi ta bort eller göra otillgängligt.",
      ],
    },
    {
      heading: "Gästernas uppgifter",
      paragraphs: [
        "När gäster svarar på OSA, reserverar presenter eller fyller i formulär på din sida behandlar vi deras uppgifter för din räkning. Du är personuppgiftsansvarig och vi är ditt personuppgiftsbiträde.",
        "Vi använder uppgifterna bara för att tjänsten ska fungera för dig och dina gäster: vi säljer dem inte och använder dem inte för reklam. Uppgifterna raderas när du tar bort dem, när du avslutar ditt konto eller senast två år efter att sidans sista publiceringsperiod har gått ut.",
        "Be bara om de uppgifter du behöver, till exempel om specialkost, och tänk på att sådana uppgifter kan vara känsliga.",
      ],
    },
    {
      heading: "Dina egna personuppgifter",
      paragraphs: [
        "Vi sparar din e-postadress, uppgifter om dina köp och den feedback du skickar, för att kunna ge dig tjänsten, ta betalt och svara dig. Du kan när som helst be att få se eller radera dina uppgifter genom att skriva till {mail}.",
      ],
    },
    {
      heading: "Tillgänglighet och ansvar",
      paragraphs: [
        "Vi gör vårt bästa för att tjänsten och din sida ska vara tillgängliga hela tiden, men vi kan inte lova att de aldrig har avbrott, till exempel vid underhåll eller fel hos leverantörer.",
        "Vårt ansvar är begränsat till det belopp du har betalat för den pågående perioden, utom när vi har orsakat skadan med avsikt eller genom grov vårdslöshet. Som konsument har du alltid det skydd som tvingande konsumentlagstiftning ger.",
      ],
    },
    {
      heading: "Ändringar och kontakt",
      paragraphs: [
        "Vi kan ändra villkoren. Väsentliga ändringar meddelar vi via e-post till ditt konto i god tid innan de börjar gälla.",
        "Har du frågor om villkoren eller tjänsten, skriv till {mail}.",
      ],
    },
  ],
};
