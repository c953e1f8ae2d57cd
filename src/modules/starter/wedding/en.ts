import { englishClock } from "../format";
import type { WeddingTexts } from "./texts";

export const EN: WeddingTexts = {
  locale: "en-GB",
  clock: englishClock,
  couple: ["Emma", "Oliver"],
  toastmasters: [
    ["Sarah", "Hill"],
    ["James", "Carter"],
    ["Emily", "Reed"],
    ["Thomas", "Ward"],
    ["Grace", "Fisher"],
  ],
  header: {
    menu: "Welcome",
    line: (date, place) => {
      if (!date && !place) return "We are getting married – and we want to celebrate with you!";
      return [date ? `We are getting married on ${date}` : "We are getting married", place].filter(Boolean).join(" · ");
    },
  },
  countdown: "Not long now",
  ceremony: {
    title: "The ceremony",
    menu: "Ceremony",
    when: (date, clock) => `${date} at ${clock}`,
    dateToCome: "Date and time to follow",
    text: (place) => [
      place ? `Welcome to ${place}!` : "We will soon tell you where the ceremony takes place.",
      "Please arrive fifteen minutes early, so that everyone has time to find a seat before we begin.",
    ],
  },
  party: {
    title: "Dinner and party",
    menu: "Party",
    when: "After the ceremony",
    text: [
      "After the ceremony we carry on with drinks, dinner, speeches and dancing until late.",
      "We are arranging a bus from the ceremony to the party – let us know in your reply if you would like a seat.",
    ],
  },
  info: {
    title: "Good to know",
    menu: "Good to know",
    dressCode: "Dress code",
    children: "Children",
    unplugged: "Unplugged ceremony",
    unpluggedText: "Please keep your phone in your pocket during the ceremony – our photographer will capture everything, and we will share the pictures afterwards.",
    stay: "Accommodation",
    stayText: (place) =>
      place
        ? `Staying the night? There are hotels and guesthouses near ${place} – it is a good idea to book early.`
        : "Staying the night? Get in touch and we will suggest places to stay nearby.",
  },
  people: {
    title: "Our toastmasters",
    menu: "Toastmasters",
    role: "Toastmaster",
    texts: [
      (self, friend) => `${self} and ${friend} have been friends since school. Ask ${self} anything about the evening, speeches or surprises.`,
      (self, friend) => `${self} and ${friend} have known each other all their lives, and ${self} keeps the dinner running smoothly. Would you like to give a speech? Sign up in the form below.`,
    ],
  },
  gifts: {
    title: "Gifts",
    registryTitle: "Gift registry",
    items: [
      { title: "A dinner on our honeymoon", description: "An evening to remember, with good food and a view of the sea." },
      { title: "A train journey across Europe", description: "A contribution to the tickets for our honeymoon." },
      { title: "Soup plates", description: "Handmade by a potter we love. We would like six of them." },
    ],
  },
  speech: {
    title: "Speeches and toasts",
    menu: "Speeches",
    text: "Would you like to give a speech, sing a song or perform something during dinner? Sign up here and our toastmasters will be in touch.",
    showForm: "Sign up for a speech",
    send: "Send sign-up",
    confirmationTitle: "Thank you!",
    confirmationText: "We have received your sign-up. Our toastmasters will be in touch before the wedding.",
    name: "Your name",
    kind: "What would you like to do?",
    speech: "A speech",
    song: "A song or music",
    act: "A sketch or a game",
    minutes: "About how many minutes do you need?",
  },
  rsvp: {
    title: "RSVP",
    menu: "RSVP",
    text: "We hope you will celebrate with us! Reply for your whole party at once – up to five people in one reply.",
    guests: "How many are you?",
    oneGuest: "RSVP",
    guest: "Guest",
    send: "Send reply",
    confirmationTitle: "Thank you for your reply!",
    confirmationText: "We have received your reply. If you have any questions, you are always welcome to get in touch.",
    name: "Name",
    attending: "Will you come?",
    yes: "Yes!",
    no: "No",
    allergies: "Allergies or dietary needs",
    bus: "Would you like to take the bus from the ceremony to the party?",
    busYes: "Yes, please",
    busNo: "No, I will get there myself",
    message: "A message to the couple",
    deadline: (date) => `Please reply by ${date}.`,
  },
};
