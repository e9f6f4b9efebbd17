/**
 * The loop the outbox's workers run (mail-worker.ts, webhook-worker.ts): a
 * pass over what is due, then a sleep of `pollMs` unless the pass was full or
 * something new woke it; a failed pass is reported and the loop goes on.
 * stop() lets the pass in flight finish — the pass reads `stopping` to hand
 * back what it has not started — and resolves once it has.
 */
export type PollingLoopOptions = {
  /** One pass; how many items it handled (a full batch means: look again at once). */
  pass: () => Promise<number>;
  pollMs: number;
  batchSize: number;
  /** A pass threw: the loop goes on after the usual sleep. */
  onError: (error: unknown) => void;
  /** Tests: told after each pass with how many items it handled. */
  onPass?: ((handled: number) => void) | undefined;
};

export class OutboxPollingLoop {
  private running: Promise<void> | undefined;
  private stopped = true;
  private stopRequested = false;
  private woken = false;
  private wakeSleeper: (() => void) | undefined;
  private readonly options: PollingLoopOptions;

  constructor(options: PollingLoopOptions) {
    this.options = options;
  }

  /** stop() was called: start no further item, hand back the rest of the batch. */
  get stopping(): boolean {
    return this.stopRequested;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopRequested = false;
    this.running = this.loop();
  }

  /** Something new is due: look now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeSleeper?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopRequested = true;
    this.wakeSleeper?.();
    await this.running;
    this.running = undefined;
  }

  private async loop(): Promise<void> {
    const { pass, pollMs, batchSize, onError, onPass } = this.options;
    while (!this.stopped) {
      this.woken = false;
      let handled = 0;
      try {
        handled = await pass();
        onPass?.(handled);
      } catch (error) {
        onError(error);
      }
      if (this.stopped) break;
      if (handled >= batchSize || this.woken) continue;
      await this.sleep(pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleeper = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeSleeper = done;
    });
  }
}
