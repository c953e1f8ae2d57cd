import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce";

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once, with the latest arguments, after the wait has passed without a new call", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 800);
    debounced(1);
    vi.advanceTimersByTime(500);
    debounced(2);
    vi.advanceTimersByTime(799);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it("flushes a waiting call at once, and only once", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 800);
    debounced("a");
    debounced.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith("a");
    vi.advanceTimersByTime(1000);
    debounced.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("drops a cancelled call", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 800);
    debounced("a");
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it("starts a new wait after a call has run", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 800);
    debounced("a");
    vi.advanceTimersByTime(800);
    debounced("b");
    vi.advanceTimersByTime(800);
    expect(fn.mock.calls).toEqual([["a"], ["b"]]);
  });
});
