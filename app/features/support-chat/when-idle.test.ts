import { afterEach, describe, expect, it, vi } from "vitest";
import { IDLE_FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS, whenIdle } from "./when-idle";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("whenIdle", () => {
  it("uses requestIdleCallback with a deadline when the browser has it", () => {
    const request = vi.fn<(callback: IdleRequestCallback, options?: IdleRequestOptions) => number>(() => 7);
    const cancel = vi.fn<(handle: number) => void>();
    vi.stubGlobal("requestIdleCallback", request);
    vi.stubGlobal("cancelIdleCallback", cancel);
    const task = vi.fn<() => void>();
    const stop = whenIdle(task);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    request.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it("falls back to a timer without requestIdleCallback", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn<() => void>();
    whenIdle(task);
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it("can be cancelled before it runs", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn<() => void>();
    whenIdle(task)();
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    expect(task).not.toHaveBeenCalled();
  });
});
