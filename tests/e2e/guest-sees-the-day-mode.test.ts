import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";
import { weddingWeekend } from "./support/weekend";

const journey = setUpJourneys({ MAPS: "none" });

describe.each(GUEST_WIDTH)("day mode on %s", (name, viewport) => {
  it("shows the ceremony as on now and the dinner next on the Saturday afternoon, above the page, and moves on by itself when the ceremony ends", { timeout: 90_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const wedding = await weddingWeekend(journey.server, owner, ["ceremony", "dinner"]);
    const realClock = journey.server.deps.now;
    journey.server.deps.now = () => wedding.at(15, 20);
    try {
      const guest = await openPage(journey.browser, viewport);
      await openGuestPage(guest, wedding.link);
      const day = guest.getByRole("region", { name: "Just nu" });
      await day.waitFor();
      const now = day.locator(".day-mode__part--now");
      const next = day.locator(".day-mode__part--next");
      await now.getByText("Nu", { exact: true }).waitFor();
      await now.getByRole("heading", { name: "Vigsel" }).waitFor();
      await now.getByText("Trädgården").waitFor();
      await now.getByText(/Saltsjöbanan från Slussen/).waitFor();
      await next.getByText("Sedan", { exact: true }).waitFor();
      await next.getByRole("heading", { name: "Middag och fest" }).waitFor();
      await next.getByText("Stora salen").waitFor();
      // Above the usual page: before the header.
      expect(await day.evaluate((element) => element.compareDocumentPosition(document.querySelector(".module--Header")!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();
      await expectAccessible(guest, "day mode");
      await screenshot(guest, `day-mode-${name}`, { fullPage: false });
      expectNoPageErrors(guest);
      await guest.context().close();

      // A page left open moves on by itself when the ceremony ends: the server's clock runs again from 3 s before the end.
      const offset = wedding.at(16).getTime() - 3000 - Date.now();
      journey.server.deps.now = () => new Date(Date.now() + offset);
      const open = await openPage(journey.browser, viewport);
      await openGuestPage(open, wedding.link);
      const panel = open.getByRole("region", { name: "Just nu" });
      await panel.locator(".day-mode__part--now").getByRole("heading", { name: "Vigsel" }).waitFor();
      await panel.locator(".day-mode__part--now").waitFor({ state: "detached", timeout: 20_000 });
      await panel.locator(".day-mode__part--next").getByRole("heading", { name: "Middag och fest" }).waitFor();
      expectNoPageErrors(open);
      await open.context().close();
    } finally {
      journey.server.deps.now = realClock;
    }
    await owner.context().close();
  });
});
