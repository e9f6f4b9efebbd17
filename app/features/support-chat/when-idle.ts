/** Without requestIdleCallback (Safari), the task runs this long after the call. */
export const IDLE_FALLBACK_DELAY_MS = 2000;

/** Even on a busy page, the task runs by then at the latest. */
export const IDLE_TIMEOUT_MS = 5000;

type IdleGlobal = typeof globalThis & Partial<Pick<Window, "requestIdleCallback" | "cancelIdleCallback">>;

/** Runs a task when the browser is idle; returns a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  const scope = globalThis as IdleGlobal;
  if (typeof scope.requestIdleCallback === "function") {
    const handle = scope.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => scope.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
