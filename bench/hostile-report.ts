// The "Hostile and largest bodies" section of the benchmark's report: the
// server as `npm run serve` starts it and without its memory flags, side by
// side (medians of the rounds, their range in brackets), and what the flags
// cost or save.
import type { BodyBurst, HostilePart, HostileVariant } from "./results-types.ts";
import { median } from "./stats.ts";
import { type Table, fixed, mb, ms } from "./table.ts";

export const HOSTILE_TITLE = "Hostile and largest bodies";

const BURSTS = ["reviewBody", "deckJson", "deckMultipart"] as const;
type BurstKey = (typeof BURSTS)[number];

/** A figure over the rounds: their median, lowest and highest. */
export type Spread = { median: number; min: number; max: number };

export function spread(values: readonly number[]): Spread {
  const finite = values.filter((v) => Number.isFinite(v));
  return finite.length === 0 ? { median: Number.NaN, min: Number.NaN, max: Number.NaN } : { median: median(finite), min: Math.min(...finite), max: Math.max(...finite) };
}

/** What a burst did over its rounds. */
export type BurstSummary = {
  /** Answers by status, over all rounds: "15 × 400". */
  statuses: string;
  /** The slowest answer of each round. */
  slowest: Spread;
  /** The probe's median latency of each round. */
  healthMedian: Spread;
  /** The probe's worst latency of each round. */
  healthWorst: Spread;
  healthFailed: number;
  idle: Spread;
  peak: Spread;
};

export function summarizeBurst(burst: BodyBurst): BurstSummary {
  const counts = new Map<number, number>();
  for (const round of burst.rounds) for (const { status } of round.answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  const statuses = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status === 0 ? "no answer" : status}`);
  return {
    statuses: statuses.length > 0 ? statuses.join(", ") : "–",
    slowest: spread(burst.rounds.map((round) => Math.max(...round.answers.map((answer) => answer.ms)))),
    healthMedian: spread(burst.rounds.map((round) => round.health.p50)),
    healthWorst: spread(burst.rounds.map((round) => round.health.max)),
    healthFailed: burst.rounds.reduce((n, round) => n + round.health.failed, 0),
    idle: spread(burst.rounds.map((round) => round.rss.idle)),
    peak: spread(burst.rounds.map((round) => round.rss.peak)),
  };
}

/** A median with its range, when the rounds differ: "415 ms (280–914)". */
function withRange({ median: middle, min, max }: Spread, format: (n: number) => string, bare: (n: number) => string): string {
  return min === max || !Number.isFinite(min) ? format(middle) : `${format(middle)} (${bare(min)}–${bare(max)})`;
}
const msRange = (s: Spread) => withRange(s, ms, (n) => fixed(n));
const mbRange = (s: Spread) => withRange(s, mb, (n) => fixed(n / 1_000_000, 1));

function burstLabel(part: HostilePart, key: BurstKey, bodyBytes: number): string {
  if (key === "reviewBody") return `review's body {"x":[{},…]} (${mb(bodyBytes)} JSON)`;
  return `${mb(part.deckBytes)} deck as ${key === "deckJson" ? "JSON" : "multipart"} (${mb(bodyBytes)} body)`;
}

const variantHeader = (variant: HostileVariant) => `${variant.label} (${variant.nodeFlags.length > 0 ? variant.nodeFlags.join(" ") : "no Node flags"})`;

/** Both variants side by side, three rows for each burst: the answers, /api/health, the memory. */
export function hostileTable(part: HostilePart): Table {
  const variants = [part.serve, ...(part.withoutMemoryFlags ? [part.withoutMemoryFlags] : [])];
  const rows: string[][] = [];
  for (const key of BURSTS) {
    const label = burstLabel(part, key, part.serve[key].bodyBytes);
    const summaries = variants.map((variant) => summarizeBurst(variant[key]));
    rows.push([`${label}: answers; slowest`, ...summaries.map((s) => `${s.statuses}; ${msRange(s.slowest)}`)]);
    rows.push([
      `${label}: /api/health median; worst`,
      ...summaries.map((s) => `${msRange(s.healthMedian)}; ${msRange(s.healthWorst)}${s.healthFailed > 0 ? `; ${s.healthFailed} failed` : ""}`),
    ]);
    rows.push([`${label}: RSS idle → peak`, ...summaries.map((s) => `${mb(s.idle.median)} → ${mbRange(s.peak)}`)]);
  }
  const rounds = part.rounds > 1 ? `medians of ${part.rounds} rounds, their range in brackets` : "one round";
  return { title: HOSTILE_TITLE, headers: [`burst, ${part.parallel} at once (${rounds})`, ...variants.map(variantHeader)], rows };
}

/** The highest median peak memory and the highest median worst /api/health latency of a variant, over its bursts. */
export function variantWorst(variant: HostileVariant): { peak: number; health: number } {
  const summaries = BURSTS.map((key) => summarizeBurst(variant[key]));
  return { peak: Math.max(...summaries.map((s) => s.peak.median)), health: Math.max(...summaries.map((s) => s.healthWorst.median)) };
}

/** A signed difference in words: "25.1 MB less with them", "17 ms more with them". */
function difference(withFlags: number, withoutFlags: number, format: (n: number) => string): string {
  const delta = withFlags - withoutFlags;
  if (!Number.isFinite(delta)) return "not measured";
  if (delta === 0) return "the same with them";
  return `${format(Math.abs(delta))} ${delta < 0 ? "less" : "more"} with them`;
}

/** How the bursts were measured, and what the memory flags cost or saved: peak MB and worst health latency, flags vs no flags. */
export function memoryFlagsLine(part: HostilePart): string {
  const method =
    `Each burst: ${part.parallel} bodies at once to POST /api/incubation/submit.php at a freshly started server (SQLite), ` +
    `while GET /api/health is asked one request at a time, each ~${part.probeIntervalMs} ms after the one before was sent, until the last answer; ` +
    `"slowest" is the slowest answer of a round, the peak is the server's VmHWM.`;
  if (!part.withoutMemoryFlags) return `${method} The "serve" script has none of the memory flags, so only the server as it starts was measured.`;
  const flags = variantWorst(part.serve);
  const bare = variantWorst(part.withoutMemoryFlags);
  return (
    `${method} The memory flags (${part.memoryFlags.join(" ")}), flags vs no flags, the highest of the three bursts' medians: ` +
    `peak RSS ${mb(flags.peak)} vs ${mb(bare.peak)} (${difference(flags.peak, bare.peak, mb)}); ` +
    `worst /api/health latency ${ms(flags.health)} vs ${ms(bare.health)} (${difference(flags.health, bare.health, ms)}).`
  );
}
