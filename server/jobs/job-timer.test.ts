import { afterEach, describe, expect, it, vi } from "vitest";
import { jobTimer } from "./job-timer.ts";

const log = { error: vi.fn<(details: object, message: string) => void>() };

afterEach(() => {
  vi.useRealTimers();
  log.error.mockReset();
});

describe("jobTimer", () => {
  it("runs once after the first delay, then at each interval, and not after stop", async () => {
    vi.useFakeTimers();
    const run = vi.fn<(signal: AbortSignal) => Promise<void>>(async () => undefined);
    const timer = jobTimer({ name: "test", firstDelayMs: 60_000, intervalMs: 86_400_000, run, log });
    timer.start();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(run).toHaveBeenCalledTimes(2);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(3 * 86_400_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("logs a failed run and keeps the schedule", async () => {
    vi.useFakeTimers();
    const run = vi.fn<(signal: AbortSignal) => Promise<void>>(async () => {
      throw new Error("database down");
    });
    const timer = jobTimer({ name: "test", firstDelayMs: 10, intervalMs: 1000, run, log });
    timer.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await timer.stop();
  });

  it("on stop, aborts the run in progress and waits for it to end", async () => {
    vi.useFakeTimers();
    let ended = false;
    const run = vi.fn<(signal: AbortSignal) => Promise<void>>(
      (signal) =>
        new Promise<void>((resolve) => {
          signal.addEventListener("abort", () => {
            ended = true;
            resolve();
          });
        }),
    );
    const timer = jobTimer({ name: "test", firstDelayMs: 10, intervalMs: 1000, run, log });
    timer.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(run).toHaveBeenCalledTimes(1);
    await timer.stop();
    expect(ended).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
