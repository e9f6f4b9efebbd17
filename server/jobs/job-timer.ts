/**
 * Runs a job once soon after the server starts, then every `intervalMs`; a
 * run never overlaps the one before. stop() cancels the next run, asks the
 * one in progress to stop (its AbortSignal) and waits for it, so the database
 * is not closed under it. A failed run is logged and the schedule goes on.
 */
export type JobTimer = { start: () => void; stop: () => Promise<void> };

export type JobTimerOptions = {
  name: string;
  firstDelayMs: number;
  intervalMs: number;
  run: (signal: AbortSignal) => Promise<unknown>;
  log: { error: (details: object, message: string) => void };
};

export function jobTimer({ name, firstDelayMs, intervalMs, run, log }: JobTimerOptions): JobTimer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const controller = new AbortController();

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = run(controller.signal)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, job: name }, "a scheduled job failed; it runs again at its next time"),
        )
        .finally(() => {
          running = undefined;
          schedule(intervalMs);
        });
    }, delayMs);
    // A timer alone does not keep the process alive (the server's socket does).
    timer.unref();
  };

  return {
    start: () => {
      if (!timer && !running && !stopped) schedule(firstDelayMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      controller.abort();
      await running;
    },
  };
}
