import { nordicClock } from "../format";
import type { WeddingTexts } from "./texts";

/** The place stands after "paikassa" or apart, so that Finnish never has to inflect a name it does not know. */
export const FI: WeddingTexts = {
  locale: "fi",
  clock: nordicClock,
  couple: ["Emilia", "Juho"],
  toastmasters: [
    ["Aino", "Virtanen"],
    ["Mikko", "Laine"],
    ["Helmi", "Korhonen"],
    ["Juho", "Nieminen"],
    ["Venla", "Mäkinen"],
  ],
  header: {
    menu: "Tervetuloa",
    line: (date, place) => {
      if (!date && !place) return "Menemme naimisiin – ja haluamme juhlia kanssanne!";
      return [date ? `Menemme naimisiin ${date}` : "Menemme naimisiin", place].filter(Boolean).join(" · ");
    },
  },
  countdown: "Pian on aika",
  ceremony: {
    title: "Vihkiminen",
    menu: "Vihkiminen",
    when: (date, clock) => `${date} klo ${clock}`,
    dateToCome: "Päivä ja aika tarkentuvat pian",
    text: (place) => [
      place ? `Tervetuloa! Vihkiminen pidetään paikassa ${place}.` : "Kerromme pian, missä vihkiminen pidetään.",
      "Tulethan paikalle vartin etuajassa, jotta kaikki ehtivät löytää paikkansa ennen alkua.",
    ],
  },
  party: {
    title: "Illallinen ja juhla",
    menu: "Juhla",
    when: "Vihkimisen jälkeen",
    text: [
      "Vihkimisen jälkeen juhla jatkuu maljoilla, illallisella, puheilla ja tanssilla myöhään yöhön.",
      "Järjestämme bussikyydin vihkimisestä juhlapaikalle – kerro vastauksessasi, jos haluat kyytiin.",
    ],
  },
  info: {
    title: "Hyvä tietää",
    menu: "Hyvä tietää",
    dressCode: "Pukukoodi",
    children: "Lapset",
    unplugged: "Puhelimeton vihkiminen",
    unpluggedText: "Pyydämme, että pidätte puhelimet taskussa vihkimisen ajan – valokuvaajamme tallentaa kaiken, ja jaamme kuvat jälkikäteen.",
    stay: "Majoitus",
    stayText: (place) =>
      place
        ? `Jäätkö yöksi? Juhlapaikan (${place}) lähellä on hotelleja ja majataloja – varaathan majoituksen hyvissä ajoin.`
        : "Jäätkö yöksi? Ota yhteyttä, niin vinkkaamme majoituksesta läheltä.",
  },
  people: {
    title: "Juontajamme",
    menu: "Juontajat",
    role: "Juontaja",
    texts: [
      (self, friend) => `${self} ja ${friend} ovat olleet ystäviä kouluajoista asti. Kysy rohkeasti kaikesta, mikä liittyy iltaan, puheisiin tai yllätyksiin.`,
      (self, friend) => `${self} ja ${friend} ovat tunteneet toisensa koko ikänsä. Haluatko pitää puheen? Ilmoittaudu alla olevalla lomakkeella.`,
    ],
  },
  gifts: {
    title: "Lahjat",
    registryTitle: "Lahjatoivelista",
    items: [
      { title: "Illallinen häämatkalla", description: "Ikimuistoinen ilta hyvän ruoan ja merinäköalan äärellä." },
      { title: "Junamatka halki Euroopan", description: "Avustus häämatkamme junalippuihin." },
      { title: "Syvät lautaset", description: "Suosikkikeraamikkomme käsin tekemiä. Toivomme kuutta kappaletta." },
    ],
  },
  speech: {
    title: "Puheet ja esitykset",
    menu: "Puheet",
    text: "Haluatko pitää puheen, laulaa laulun tai esittää jotain muuta illallisen aikana? Ilmoittaudu tästä, niin juontajamme ottavat sinuun yhteyttä.",
    showForm: "Ilmoittaudu esiintymään",
    send: "Lähetä ilmoittautuminen",
    confirmationTitle: "Kiitos!",
    confirmationText: "Olemme vastaanottaneet ilmoittautumisesi. Juontajamme ottavat yhteyttä ennen häitä.",
    name: "Nimesi",
    kind: "Mitä haluaisit esittää?",
    speech: "Puheen",
    song: "Laulun tai musiikkia",
    act: "Sketsin tai leikin",
    minutes: "Noin kuinka monta minuuttia tarvitset?",
  },
  rsvp: {
    title: "Ilmoittautuminen",
    menu: "Ilmoittaudu",
    text: "Toivomme, että tulet juhlimaan kanssamme! Vastaa koko seurueen puolesta kerralla – enintään viisi henkeä samassa vastauksessa.",
    guests: "Montako teitä on?",
    oneGuest: "Ilmoittaudu",
    guest: "Vieras",
    send: "Lähetä vastaus",
    confirmationTitle: "Kiitos vastauksestasi!",
    confirmationText: "Olemme vastaanottaneet vastauksesi. Jos sinulla on kysyttävää, otathan rohkeasti yhteyttä.",
    name: "Nimi",
    attending: "Tuletko?",
    yes: "Kyllä!",
    no: "Valitettavasti en",
    allergies: "Allergiat tai erityisruokavalio",
    bus: "Haluatko bussikyydin vihkimisestä juhlapaikalle?",
    busYes: "Kyllä kiitos",
    busNo: "En, tulen omalla kyydillä",
    message: "Viesti hääparille",
    deadline: (date) => `Vastaathan viimeistään ${date}.`,
  },
};
