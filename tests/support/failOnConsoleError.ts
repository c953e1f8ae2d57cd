import { afterEach, beforeEach, expect, vi } from "vitest";

/** A console.error during a test means something went wrong unnoticed: it fails the test. */
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(spy, "console.error was called").not.toHaveBeenCalled();
  spy.mockRestore();
});
