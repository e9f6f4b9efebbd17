import { describe, expect, it, vi } from "vitest";
import type { SolvedChallenge } from "./solve-challenge";
import { spamCheck } from "./spam-check";

const HOUR = 3_600_000;

/** A solver that hands out numbered payloads, each solved when the test says so. */
function fakeSolver(now: () => number) {
  const pending: ((solved: SolvedChallenge | undefined) => void)[] = [];
  let made = 0;
  const solve = vi.fn<(signal: AbortSignal) => Promise<SolvedChallenge | undefined>>(
    () =>
      new Promise<SolvedChallenge | undefined>((resolve) => {
        pending.push(resolve);
      }),
  );
  return {
    solve,
    /** Solves the oldest attempt still waiting, with a challenge that runs out in `lifetime`. */
    solveNext(lifetime = HOUR) {
      made += 1;
      pending.shift()?.({ payload: `payload-${made}`, expiresAt: now() + lifetime });
    },
    failNext() {
      pending.shift()?.(undefined);
    },
  };
}

describe("spamCheck", () => {
  it("starts solving once, however often the form is touched, and hands the solution to each send until it is spent", async () => {
    const solver = fakeSolver(Date.now);
    const check = spamCheck(solver.solve);
    check.start();
    check.start();
    expect(solver.solve).toHaveBeenCalledTimes(1);
    solver.solveNext();
    expect(await check.payload()).toBe("payload-1");
    // A send that failed for another reason (a field, the network) sends the same one again.
    expect(await check.payload()).toBe("payload-1");
    check.spent();
    expect(solver.solve).toHaveBeenCalledTimes(2);
    solver.solveNext();
    expect(await check.payload()).toBe("payload-2");
  });

  it("waits for a solution on its way, and sends without one when it takes too long", async () => {
    vi.useFakeTimers();
    try {
      const solver = fakeSolver(Date.now);
      const check = spamCheck(solver.solve);
      const waiting = check.payload(5_000);
      await vi.advanceTimersByTimeAsync(5_001);
      expect(await waiting).toBeUndefined();
      // The search goes on; the next send gets it.
      solver.solveNext();
      expect(await check.payload(5_000)).toBe("payload-1");
    } finally {
      vi.useRealTimers();
    }
  });

  it("tries again on the next send after a solve that failed", async () => {
    const solver = fakeSolver(Date.now);
    const check = spamCheck(solver.solve);
    check.start();
    solver.failNext();
    const next = check.payload();
    await vi.waitFor(() => expect(solver.solve).toHaveBeenCalledTimes(2));
    solver.solveNext();
    expect(await next).toBe("payload-1");
    expect(solver.solve).toHaveBeenCalledTimes(2);
  });

  it("solves anew rather than send a solution whose challenge is about to run out", async () => {
    let clock = 1_000_000;
    const solver = fakeSolver(() => clock);
    const check = spamCheck(solver.solve, () => clock);
    check.start();
    solver.solveNext(30 * 60_000);
    clock += 29.5 * 60_000;
    const fresh = check.payload();
    await vi.waitFor(() => expect(solver.solve).toHaveBeenCalledTimes(2));
    solver.solveNext();
    expect(await fresh).toBe("payload-2");
  });
});
