import { randomUUID } from "node:crypto";
import http from "node:http";
import type { FormElement } from "../src/domain/site/forms";
import type { StoredAnswer } from "../src/domain/site/submissions";
import type { Db } from "../src/server/db/client";
import { rsvpAnswers } from "../src/server/db/schema";
import { ROWS_PER_PAGE } from "../src/web/answers/answerTable";
import { launchBrowser } from "../tests/e2e/support/browser";

const ANSWERS = 2000;
const API_ROUNDS = 7;
const PAGE_ROUNDS = 5;
const FORM_ID = "rsvp-bench";

const coming = [{ formElementId: "attending", formElementOptionIds: ["yes"] }];
const ELEMENTS: FormElement[] = [
  { id: "name", formElementType: "ShortText", label: { sv: "Namn", en: "Name" }, required: true, options: [], showConditions: [] },
  {
    id: "attending",
    formElementType: "SingleSelect",
    label: { sv: "Kommer du?", en: "Will you come?" },
    required: true,
    options: [
      { id: "yes", text: { sv: "Ja självklart!", en: "Yes!" } },
      { id: "no", text: { sv: "Nej tyvärr", en: "No" } },
    ],
    showConditions: [],
  },
  { id: "food", formElementType: "ShortText", label: { sv: "Allergier eller specialkost", en: "Allergies" }, required: false, options: [], showConditions: coming },
  {
    id: "bus",
    formElementType: "SingleSelect",
    label: { sv: "Vill du åka buss?", en: "Bus?" },
    required: true,
    options: [
      { id: "busYes", text: { sv: "Ja tack", en: "Yes please" } },
      { id: "busNo", text: { sv: "Nej tack", en: "No thanks" } },
    ],
    showConditions: coming,
  },
  { id: "note", formElementType: "ShortText", label: { sv: "Något mer vi behöver veta?", en: "Anything else?" }, required: false, options: [], showConditions: [] },
];
const [NAME, ATTENDING, FOOD, BUS, NOTE] = ELEMENTS as [FormElement, FormElement, FormElement, FormElement, FormElement];

const FIRST = ["Anna", "Erik", "Karin", "Lars", "Sara", "Johan", "Maja", "Oskar", "Elsa", "Nils", "Ida", "Per", "Lena", "Ali", "Sofia", "Tove"];
const LAST = ["Berg", "Lind", "Holm", "Ek", "Ström", "Dahl", "Falk", "Nyström", "Sjöberg", "Karimi", "Wikström", "Lund"];
const FOODS = ["Vegetarian", "Laktosintolerant", "Glutenfritt, tack", "Nötallergi", "Vegan", "Äter inte fisk"];

/** A guest list's worth of answers as guests send them: parties of one to four, a month and a half of replies. */
function answerRows(siteId: string) {
  const rows = [];
  let guest = 0;
  for (let send = 0; guest < ANSWERS; send++) {
    const groupIdentifier = randomUUID();
    const createdAt = new Date(Date.now() - (ANSWERS - guest) * 33 * 60_000);
    const party = Math.min(1 + (send % 4), ANSWERS - guest);
    for (let guestIndex = 0; guestIndex < party; guestIndex++, guest++) {
      const yes = guest % 5 !== 0;
      const option = (element: FormElement, id: string) => ({ formElement: element, value: element.options.find((each) => each.id === id)!.text.sv!, selectedOption: id });
      const formElements: StoredAnswer[] = [
        { formElement: NAME, value: `${FIRST[guest % FIRST.length]} ${LAST[(guest * 7) % LAST.length]} ${guest}`, selectedOption: null },
        option(ATTENDING, yes ? "yes" : "no"),
        { formElement: FOOD, value: yes && guest % 3 === 0 ? FOODS[guest % FOODS.length]! : "", selectedOption: null },
        yes ? option(BUS, guest % 2 ? "busYes" : "busNo") : { formElement: BUS, value: "", selectedOption: null },
        { formElement: NOTE, value: guest % 4 === 0 ? "Vi ser så fram emot dagen, tack för inbjudan!" : "", selectedOption: null },
      ];
      rows.push({ siteId, formId: FORM_ID, formTitle: "OSA", language: "sv", groupIdentifier, guestIndex, formElements, createdAt });
    }
  }
  return rows;
}

/** One GET over plain HTTP: its time to the last byte and the bytes on the wire. */
function timedGet(url: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => (response.statusCode === 200 ? resolve({ ms: performance.now() - started, bytes }) : reject(new Error(`GET ${url}: ${response.statusCode}`))));
      })
      .on("error", reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The answers overview with 2,000 answers (issue 10): the list call's time and size, and in
 * Chromium the time from navigation to the table's first page, from a press on a column to
 * the rows re-sorted on screen, and from navigation to the Frågor view.
 */
export async function benchAnswersOverview(server: { editUrl: string; database: { db: Db } }) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "sv-SE" });
    const page = await context.newPage();
    const registered = await page.request.post(`${server.editUrl}/api/accounts/register/`, { data: { mail: `bench-answers-${Date.now()}@example.com`, password: "bench-lösenord", acceptTerms: true } });
    if (!registered.ok()) throw new Error(`register failed: ${await registered.text()}`);
    const siteId = ((await registered.json()) as { site: { _id: string } }).site._id;
    const siteDocument = { siteModules: [{ id: FORM_ID, siteModuleType: "Rsvp", title: { sv: "OSA" }, form: { formElements: ELEMENTS } }] };
    const saved = await page.request.put(`${server.editUrl}/api/sites/${siteId}`, { data: siteDocument });
    if (!saved.ok()) throw new Error(`save failed: ${await saved.text()}`);
    const rows = answerRows(siteId);
    for (let i = 0; i < rows.length; i += 500) await server.database.db.insert(rsvpAnswers).values(rows.slice(i, i + 500));

    const cookie = (await context.cookies(server.editUrl)).map((each) => `${each.name}=${each.value}`).join("; ");
    const listUrl = `${server.editUrl}/api/rsvps/${siteId}/v4`;
    const plain: { ms: number; bytes: number }[] = [];
    const gzip: { ms: number; bytes: number }[] = [];
    for (let round = 0; round < API_ROUNDS; round++) {
      plain.push(await timedGet(listUrl, { cookie, "accept-encoding": "identity" }));
      gzip.push(await timedGet(listUrl, { cookie, "accept-encoding": "gzip" }));
    }

    const shown: number[] = [];
    const sorted: number[] = [];
    const questions: number[] = [];
    for (let round = 0; round < PAGE_ROUNDS; round++) {
      await page.goto(`${server.editUrl}/redigera/${siteId}/visa-osa/`);
      // performance.now() in the page counts from the navigation's start.
      await page.waitForFunction((count) => document.querySelectorAll(".answers-table tbody tr").length === count, Math.min(ANSWERS, ROWS_PER_PAGE), { polling: "raf" });
      shown.push(await page.evaluate(() => performance.now()));
      sorted.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const body = document.querySelector(".answers-table tbody")!;
              const button = [...document.querySelectorAll<HTMLButtonElement>(".answers-table__sort")].find((each) => each.textContent === "Namn")!;
              const started = performance.now();
              const observer = new MutationObserver(() => {
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - started));
              });
              observer.observe(body, { childList: true, subtree: true, characterData: true });
              button.click();
            }),
        ),
      );
      await page.goto(`${server.editUrl}/redigera/${siteId}/visa-osa/fragor/`);
      await page.waitForFunction((count) => document.querySelectorAll(".question-summary").length === count, ELEMENTS.length, { polling: "raf" });
      questions.push(await page.evaluate(() => performance.now()));
    }
    return {
      answers: ANSWERS,
      [`GET list, median of ${API_ROUNDS}, ms (plain / gzip)`]: `${Math.round(median(plain.map((each) => each.ms)))} / ${Math.round(median(gzip.map((each) => each.ms)))}`,
      "GET list size, KB (plain / gzip)": `${(plain[0]!.bytes / 1024).toFixed(0)} / ${(gzip[0]!.bytes / 1024).toFixed(0)}`,
      [`navigation → table's first page (${ROWS_PER_PAGE} rows), median of ${PAGE_ROUNDS}, ms`]: Math.round(median(shown)),
      [`press on a column → rows re-sorted, median of ${PAGE_ROUNDS}, ms`]: Math.round(median(sorted)),
      [`navigation → Frågor shown, median of ${PAGE_ROUNDS}, ms`]: Math.round(median(questions)),
    };
  } finally {
    await browser.close();
  }
}
