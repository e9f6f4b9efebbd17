import type { SolvedChallenge } from "./solve-challenge";

/** How long a send waits for a check still being solved before it goes without one. */
export const SOLVE_WAIT_MS = 8_000;
/** A solution this close to its challenge's end is solved anew rather than sent. */
const EXPIRY_MARGIN_MS = 60_000;

type Solve = (signal: AbortSignal) => Promise<SolvedChallenge | undefined>;

/**
 * A form's spam check (contract/leads/lead-challenge.ts): started when the
 * visitor first touches the form, solved in the background while they type,
 * and handed to each send. A solution is kept until the server took it (a
 * stored lead spends it) or refused it, then the next is solved; one whose
 * challenge is about to run out is solved anew.
 */
export type SpamCheck = {
  /** Starts solving, if no solution is ready or on its way. */
  start(): void;
  /** The payload to send: the one ready, or the one being solved once it is (waiting at most waitMs); undefined without one. */
  payload(waitMs?: number): Promise<string | undefined>;
  /** The server took the payload (or refused it): solve the next. */
  spent(): void;
};

export function spamCheck(solve: Solve = loadAndSolve, now: () => number = Date.now): SpamCheck {
  let current: Promise<SolvedChallenge | undefined> | undefined;
  let controller: AbortController | undefined;

  const start = () => {
    controller = new AbortController();
    current = solve(controller.signal).catch(() => undefined);
  };

  return {
    start() {
      if (!current) start();
    },
    async payload(waitMs = SOLVE_WAIT_MS) {
      // A failed solve, or a solution about to run out, is solved once more.
      for (let round = 0; round < 2; round++) {
        if (!current) start();
        const solved = await withTimeout(current!, waitMs);
        if (solved === TIMED_OUT) return undefined;
        if (solved && solved.expiresAt - EXPIRY_MARGIN_MS > now()) return solved.payload;
        current = undefined;
      }
      return undefined;
    },
    spent() {
      controller?.abort();
      start();
    },
  };
}

const TIMED_OUT = Symbol("timed out");

async function loadAndSolve(signal: AbortSignal): Promise<SolvedChallenge | undefined> {
  const { solveChallenge } = await import("./solve-challenge");
  return solveChallenge(signal);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(TIMED_OUT), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

const checks = new WeakMap<HTMLFormElement, SpamCheck>();

/** The spam check of a form on the page, made the first time it is asked for. */
export function spamCheckOf(form: HTMLFormElement): SpamCheck {
  let check = checks.get(form);
  if (!check) {
    check = spamCheck();
    checks.set(form, check);
  }
  return check;
}
