// The reliability benchmark's bookkeeping: what each request of the load got
// back, and whether the database agrees. Pure functions, unit-tested.
import { percentile } from "../stats.ts";

export type LeadFormKind = "contact" | "incubation";

/** One request of the load, as the client saw it. */
export type RequestOutcome = {
  /** Unique per request; stored with the lead (its e-mail address), so the lead can be found. */
  marker: string;
  kind: LeadFormKind;
  /** When the request was sent and when its answer (or error) came, in ms from the run's start. */
  sentAt: number;
  endedAt: number;
  /** The HTTP status, when an answer came. */
  status?: number;
  /** The lead's reference from a success answer. */
  reference?: string;
  /** The answer's message, for failures. */
  message?: string;
  /** Without an answer: the error code (ECONNREFUSED, ECONNRESET, TIMEOUT, ...). */
  error?: string;
};

/**
 * acknowledged: a success answer with a reference — the lead must be stored exactly once.
 * rejected: a failure answer, or a connection refused before anything was sent — the lead must not be stored.
 * unknown: no answer (the server died with the request in flight, or it timed out) — either is allowed.
 */
export type Verdict = "acknowledged" | "rejected" | "unknown";

/** Errors that prove the request never reached the server. */
const NEVER_SENT = new Set(["ECONNREFUSED"]);

export function verdictOf(outcome: RequestOutcome): Verdict {
  if (outcome.status !== undefined) {
    if (outcome.status >= 200 && outcome.status < 300) return outcome.reference ? "acknowledged" : "unknown";
    return "rejected";
  }
  return outcome.error && NEVER_SENT.has(outcome.error) ? "rejected" : "unknown";
}

/** The stored leads of a run: marker → the references stored under it. */
export type StoredByMarker = ReadonlyMap<string, readonly string[]>;

export type Reconciliation = {
  requests: number;
  acknowledged: number;
  /** Acknowledged and stored exactly once, under the acknowledged reference. */
  found: number;
  /** Acknowledged but not stored. */
  lost: number;
  /** Markers stored more than once. */
  duplicates: number;
  /** Acknowledged with one reference, stored under another. */
  wrongReference: number;
  rejected: number;
  /** Rejected, yet stored. */
  rejectedButStored: number;
  unknown: number;
  unknownStored: number;
  unknownNotStored: number;
  /** Stored markers no request of the run sent. */
  strays: number;
  /** A few markers of each problem, for the report. */
  examples: { lost: string[]; duplicates: string[]; wrongReference: string[]; rejectedButStored: string[] };
};

const EXAMPLES = 5;

export function reconcile(outcomes: readonly RequestOutcome[], stored: StoredByMarker): Reconciliation {
  const r: Reconciliation = {
    requests: outcomes.length,
    acknowledged: 0,
    found: 0,
    lost: 0,
    duplicates: 0,
    wrongReference: 0,
    rejected: 0,
    rejectedButStored: 0,
    unknown: 0,
    unknownStored: 0,
    unknownNotStored: 0,
    strays: 0,
    examples: { lost: [], duplicates: [], wrongReference: [], rejectedButStored: [] },
  };
  const note = (list: string[], marker: string) => {
    if (list.length < EXAMPLES) list.push(marker);
  };
  const sent = new Set<string>();
  for (const outcome of outcomes) {
    sent.add(outcome.marker);
    const references = stored.get(outcome.marker) ?? [];
    if (references.length > 1) {
      r.duplicates++;
      note(r.examples.duplicates, outcome.marker);
    }
    const verdict = verdictOf(outcome);
    if (verdict === "acknowledged") {
      r.acknowledged++;
      if (references.length === 0) {
        r.lost++;
        note(r.examples.lost, outcome.marker);
      } else if (!references.includes(outcome.reference as string)) {
        r.wrongReference++;
        note(r.examples.wrongReference, outcome.marker);
      } else if (references.length === 1) {
        r.found++;
      }
    } else if (verdict === "rejected") {
      r.rejected++;
      if (references.length > 0) {
        r.rejectedButStored++;
        note(r.examples.rejectedButStored, outcome.marker);
      }
    } else {
      r.unknown++;
      if (references.length > 0) r.unknownStored++;
      else r.unknownNotStored++;
    }
  }
  for (const marker of stored.keys()) if (!sent.has(marker)) r.strays++;
  return r;
}

/** Answers by status ("201", "503") and requests without one by error ("no answer: ECONNRESET"). */
export function statusCounts(outcomes: readonly RequestOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) {
    const key = o.status !== undefined ? String(o.status) : `no answer: ${o.error ?? "unknown"}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** The largest number (no spread: runs hold tens of thousands); NaN for none. */
function largest(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((max, v) => (v > max ? v : max), Number.NEGATIVE_INFINITY);
}

export type LatencySummary = { answered: number; p50: number; p99: number; max: number; answersPerSecond: number };

/** Latency of the requests that got an answer, and answers per second over the run. */
export function latencySummary(outcomes: readonly RequestOutcome[], durationSeconds: number): LatencySummary {
  const times = outcomes.filter((o) => o.status !== undefined).map((o) => o.endedAt - o.sentAt);
  return {
    answered: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: largest(times),
    answersPerSecond: durationSeconds > 0 ? times.length / durationSeconds : Number.NaN,
  };
}

export type OutageFigures = {
  /** Requests sent while the database was down or answered before it was back. */
  duringOutage: number;
  /** 503 with the storage-unavailable text. */
  clear503: number;
  /** 503 with any other text. */
  other503: number;
  /** 5xx other than 503 (a 500 is a bug). */
  other5xx: number;
  /** Requests without an answer at all (the client gave up): a hang. */
  noAnswer: number;
  /** The slowest answer to a request that overlapped the outage, ms. */
  slowestAnswerMs: number;
  /** From the database being back to the first success answer to a request sent after that, ms. */
  recoveredInMs: number;
  /** Failure answers to requests sent later than a grace period after the database was back. */
  failuresAfterRecovery: number;
};

/**
 * The outage window [downAt, upAt] (ms from the run's start): what the API
 * answered while the database was away, and how soon it stored leads again.
 */
export function outageFigures(
  outcomes: readonly RequestOutcome[],
  window: { downAt: number; upAt: number },
  storageUnavailableText: string,
  graceMs = 5000,
): OutageFigures {
  const overlapping = outcomes.filter((o) => o.endedAt >= window.downAt && o.sentAt <= window.upAt);
  const answered = overlapping.filter((o) => o.status !== undefined);
  const firstSuccessAfter = outcomes
    .filter((o) => o.sentAt >= window.upAt && verdictOf(o) === "acknowledged")
    .reduce((min, o) => Math.min(min, o.endedAt), Number.POSITIVE_INFINITY);
  return {
    duringOutage: overlapping.length,
    clear503: answered.filter((o) => o.status === 503 && o.message === storageUnavailableText).length,
    other503: answered.filter((o) => o.status === 503 && o.message !== storageUnavailableText).length,
    other5xx: outcomes.filter((o) => o.status !== undefined && o.status >= 500 && o.status !== 503).length,
    noAnswer: overlapping.filter((o) => o.status === undefined).length,
    slowestAnswerMs: largest(answered.map((o) => o.endedAt - o.sentAt)),
    recoveredInMs: Number.isFinite(firstSuccessAfter) ? firstSuccessAfter - window.upAt : Number.NaN,
    failuresAfterRecovery: outcomes.filter((o) => o.sentAt >= window.upAt + graceMs && verdictOf(o) !== "acknowledged").length,
  };
}
