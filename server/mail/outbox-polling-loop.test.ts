import { describe, expect, it } from "vitest";
import { OutboxPollingLoop } from "./outbox-polling-loop.ts";

const HOUR = 3_600_000;

describe("the outbox workers' polling loop", () => {
  it("looks again at once after a full pass, sleeps after a short one, and wakes when told", async () => {
    const handled = [10, 10, 3, 0];
    const passes: number[] = [];
    const loop = new OutboxPollingLoop({ pass: async () => handled[passes.push(0) - 1] ?? 0, pollMs: HOUR, batchSize: 10, onError: () => undefined });
    loop.start();
    await expect.poll(() => passes.length).toBe(3);
    // Asleep for an hour after the short pass, until woken.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(passes.length).toBe(3);
    loop.wake();
    await expect.poll(() => passes.length).toBe(4);
    await loop.stop();
  });

  it("reports a failed pass and goes on; stop lets the pass in flight finish, which sees it is stopping", async () => {
    const errors: unknown[] = [];
    const seenStopping: boolean[] = [];
    let release: () => void = () => undefined;
    let calls = 0;
    const loop: OutboxPollingLoop = new OutboxPollingLoop({
      pass: async () => {
        calls += 1;
        if (calls === 1) throw new Error("database down");
        await new Promise<void>((resolve) => (release = resolve));
        seenStopping.push(loop.stopping);
        return 1;
      },
      pollMs: 1,
      batchSize: 10,
      onError: (error) => errors.push(error),
    });
    loop.start();
    await expect.poll(() => calls).toBe(2);
    expect(errors).toEqual([new Error("database down")]);
    const stopped = loop.stop();
    release();
    await stopped;
    expect(seenStopping).toEqual([true]);
    expect(calls).toBe(2);
  });
});
