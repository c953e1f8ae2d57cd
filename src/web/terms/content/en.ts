import type { TermsContent } from "./termsContent";

export const en: TermsContent = {
  intro:
    "These terms apply when you create an account and use {brand} ({domain}) to build and publish a website. By creating an account you accept these terms.",
  sections: [
    {
      heading: "The service",
      paragraphs: [
        "{brand} is a tool for building a website of your own for a wedding, a party or an event. You can build and edit the site free of charge. For the site to be shown to your guests on an address of its own, the publication has to be paid for.",
        "We develop the service continuously. Features may therefore be added, changed or removed, but we do not remove anything you have paid for during the period you have paid for.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "You are responsible for the details you give being correct and for keeping your password secret. Everything done with your account counts as done by you.",
        "If you want to close your account, write to {mail}. We then delete the account, the site and your guests' details, except what the law requires us to keep, such as accounting records.",
      ],
    },
    {
      heading: "Publication and payment",
      paragraphs: [
        "Publication is paid in advance for one period at a time. The price and the length of the period are shown before you pay, and the price includes VAT. You receive a receipt after every purchase.",
        "The period starts when the payment is completed. Publication does not renew automatically: when the period ends, the site is no longer shown to guests, but it stays in your account and can be published again by extending.",
        "A custom domain is registered for one period at a time and renewed by agreement with us.",
        "Because publication starts as soon as you have paid, at your request when you pay, there is no right of withdrawal for a publication period that has started. If something went wrong with a purchase, contact us and we will sort it out.",
      ],
    },
    {
      heading: "Your content",
      paragraphs: [
        "You own what you put on your site and you are responsible for it. You must have the right to use the texts, pictures and other material, and the content must not break the law or infringe anyone else's rights.",
        "You give us the right to store, process and show the content as far as needed for the service to work. We may remove or block content that clearly breaks the law or these terms.",
      ],
    },
    {
      heading: "Your guests' details",
      paragraphs: [
        "When guests answer the RSVP, reserve gifts or fill in forms on your site, we process their details on your behalf. You are the data controller and we are your data processor.",
        "We use the details only to make the service work for you and your guests: we do not sell them and do not use them for advertising. The details are deleted when you remove them, when you close your account, or at the latest two years after the site's last publication period has ended.",
        "Ask only for the details you need, such as dietary requirements, and bear in mind that such details can be sensitive.",
      ],
    },
    {
      heading: "Your own personal data",
      paragraphs: [
        "We keep your e-mail address, details of your purchases and the feedback you send, so that we can provide the service, take payment and reply to you. You can ask to see or delete your data at any time by writing to {mail}.",
      ],
    },
    {
      heading: "Availability and liability",
      paragraphs: [
        "We do our best to keep the service and your site available at all times, but we cannot promise that there will never be interruptions, for instance during maintenance or faults at our suppliers.",
        "Our liability is limited to the amount you have paid for the current period, except where we caused the damage intentionally or through gross negligence. As a consumer you always keep the protection that mandatory consumer law gives you.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "We may change these terms. We announce significant changes by e-mail to your account well before they take effect.",
        "If you have questions about the terms or the service, write to {mail}.",
      ],
    },
  ],
};
