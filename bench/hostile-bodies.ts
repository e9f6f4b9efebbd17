// The "hostile" part of `npm run bench` (issue 20 §1): what the largest and
// the worst bodies a visitor can send do to the server, with and without the
// memory flags of `npm run serve`. In each round, for each of three bursts
// and each way of starting the server, a fresh server on SQLite (temporary
// DATA_DIR) takes PARALLEL copies of one body at once to the incubation
// endpoint, while a worker thread asks GET /api/health one request at a
// time, ~10 ms apart (health-probe.ts):
//   - the review's body, {"x":[{},{},…]}: four million empty objects, 12 MB of JSON;
//   - an application with a pitch deck just under the 10 MiB limit, as JSON
//     (a base64 data URL, as the form's script sends it) and as multipart (a
//     file part, as the form posts it without JavaScript).
// Each answer's status and time, the probe's median and worst latency (its
// median is per probe: a server that stalls answers few of them, so the
// worst is the figure that tells), and the server's resident memory (idle
// before, peak after). measureBurst takes any server to start, such as an
// older checkout's, for a before-and-after figure.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { PITCH_DECK_MAX_BYTES } from "../contract/leads/lead-limits.ts";
import { leadRoute } from "../contract/leads/lead-paths.ts";
import { multipart } from "../server/api/leads/form-post-bodies.ts";
import { dataUrl, pdfBytes } from "../server/api/leads/test-files.ts";
import type { ProbeMessage, ProbeOptions, ProbeResult } from "./health-probe.ts";
import { residentMemory, serveScriptArguments, startSiteServer } from "./processes.ts";
import type { BodyBurst, BurstRound, HostilePart, HostileVariant } from "./results-types.ts";
import { nodeFlagsNamed, nodeFlagsOf, withoutNodeFlags } from "./serve-command.ts";
import { median } from "./stats.ts";
import { mb, ms } from "./table.ts";

/** The Node flags of `npm run serve` that trade speed for memory (docs/decisions/0005-performance-budgets.md). */
export const MEMORY_FLAGS = ["--max-semi-space-size", "--optimize-for-size"] as const;
export const PARALLEL = 5;
export const PROBE_INTERVAL_MS = 10;
/** Just under the limit: the largest deck the server takes. */
export const DECK_BYTES = PITCH_DECK_MAX_BYTES - 1024;
const ANSWER_TIMEOUT_MS = 120_000;
const SETTLE_MS = 2000;

export type BurstKey = "reviewBody" | "deckJson" | "deckMultipart";
/** A request's body, built once and sent as often as needed, and its headers. */
export type HttpRequest = { payload: Uint8Array<ArrayBuffer>; headers: Record<string, string> };
export type Burst = { key: BurstKey; label: string; expectedStatus: number; warmUp: HttpRequest; body: HttpRequest };
/** A running server: where it answers, its process (for /proc) and how to stop it. */
export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

/** A made-up founder's application; each burst's bodies carry it. */
export const INCUBATION_FIELDS = {
  companyName: "Vayu Mobility",
  founderName: "Farhan Qureshi",
  email: "farhan@vayu-mobility.in",
  industrySector: "Sustainability",
  stage: "Prototype",
  motivation: "An electric three-wheeler kit for existing autos; we need a manufacturing troupe.",
  website: "",
};

/** The review's body: `{"x":[` + `{},` × 4 000 000 + `{}]}`. */
export function reviewBody(objects = 4_000_000): string {
  return `{"x":[${"{},".repeat(objects)}{}]}`;
}

/** A PDF of exactly `bytes` bytes (a real one, padded). */
export function pdfOfSize(bytes: number): Buffer {
  return pdfBytes(bytes - pdfBytes().length);
}

/** The bytes in an ArrayBuffer of their own, as fetch takes them. */
function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

const jsonRequest = (body: string): HttpRequest => ({ payload: ownBytes(Buffer.from(body)), headers: { "content-type": "application/json" } });
const deckJson = (pdf: Buffer) => jsonRequest(JSON.stringify({ ...INCUBATION_FIELDS, pitchDeck: dataUrl(pdf, "application/pdf"), pitchDeckName: "vayu-deck.pdf" }));
function deckMultipart(pdf: Buffer): HttpRequest {
  const { payload, headers } = multipart(INCUBATION_FIELDS, [{ field: "pitchDeck", fileName: "vayu-deck.pdf", type: "application/pdf", bytes: pdf }]);
  return { payload: ownBytes(payload), headers };
}

/** The three bursts, bodies built once; each warms the server up with a small request of its own kind first. */
export function hostileBursts(): Burst[] {
  const small = pdfBytes();
  const deck = pdfOfSize(DECK_BYTES);
  return [
    { key: "reviewBody", label: "the review's body", expectedStatus: 400, warmUp: deckJson(small), body: jsonRequest(reviewBody()) },
    { key: "deckJson", label: "deck as JSON", expectedStatus: 201, warmUp: deckJson(small), body: deckJson(deck) },
    { key: "deckMultipart", label: "deck as multipart", expectedStatus: 201, warmUp: deckMultipart(small), body: deckMultipart(deck) },
  ];
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** One POST: its status (0 when it failed) and the time to the whole answer. */
async function post(url: string, request: HttpRequest, origin: string): Promise<{ status: number; ms: number; error?: string }> {
  const sent = performance.now();
  try {
    const res = await fetch(url, { method: "POST", headers: { ...request.headers, origin }, body: request.payload, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - sent };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.message) : String(error);
    return { status: 0, ms: performance.now() - sent, error: cause };
  }
}

/** Starts the health probe (health-probe.ts) in a worker thread, once its first request was answered; `stop` ends it and gives its figures. */
async function startHealthProbe(url: string): Promise<{ stop: () => Promise<ProbeResult> }> {
  const options: ProbeOptions = { url: `${url}/api/health`, intervalMs: PROBE_INTERVAL_MS, timeoutMs: ANSWER_TIMEOUT_MS };
  const worker = new Worker(new URL("./health-probe.ts", import.meta.url), { workerData: options });
  let ready: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const result = new Promise<ProbeResult>((resolve, reject) => {
    worker.on("message", (message: ProbeMessage) => (message === "ready" ? ready() : resolve(message)));
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the health probe ended with code ${code} before it answered`)));
  });
  // Whatever ends the worker first ends the wait for it to be ready.
  await Promise.race([started, result]);
  return {
    stop: async () => {
      worker.postMessage("stop");
      try {
        return await result;
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** The probe's figures: how many, how many failed, median and worst latency. */
export function healthFigures(latencies: readonly number[], failed: number): BurstRound["health"] {
  return { probes: latencies.length + failed, failed, p50: median(latencies), max: latencies.length > 0 ? Math.max(...latencies) : Number.NaN };
}

/**
 * One burst at a fresh server: start it, warm it up with one small request
 * of the burst's kind, let it settle, then PARALLEL copies of the body at
 * once with the health probe running, and its memory; then stop it.
 */
export async function measureBurst(start: () => Promise<RunningServer>, burst: Burst, say: (text: string) => void = () => {}): Promise<BurstRound> {
  const server = await start();
  try {
    const route = `${server.url}${leadRoute("incubation")}`;
    const origin = new URL(server.url).origin;
    const warm = await post(route, burst.warmUp, origin);
    if (warm.status !== 201) say(`  warm-up answered ${warm.status}${warm.error ? ` (${warm.error})` : ""}, expected 201`);
    await sleep(SETTLE_MS);
    const idle = residentMemory(server.pid).rss;
    const probe = await startHealthProbe(server.url);
    const started = performance.now();
    const sent = await Promise.all(Array.from({ length: PARALLEL }, () => post(route, burst.body, origin)));
    const wallMs = performance.now() - started;
    const health = await probe.stop();
    const { rss: after, peak } = residentMemory(server.pid);
    for (const failure of sent.filter((answer) => answer.status !== burst.expectedStatus)) {
      say(`  an answer was ${failure.status}${failure.error ? ` (${failure.error})` : ""}, expected ${burst.expectedStatus}`);
    }
    return {
      answers: sent.map(({ status, ms: time }) => ({ status, ms: time })),
      wallMs,
      health: healthFigures(health.latencies, health.failed),
      rss: { idle, after, peak },
    };
  } finally {
    await server.stop();
  }
}

/** A one-line account of a burst for the terminal. */
export function burstLine(burst: BurstRound): string {
  const times = burst.answers.map((answer) => answer.ms);
  return `statuses ${burst.answers.map((answer) => answer.status).join(" ")}, answers ${ms(Math.min(...times))}–${ms(Math.max(...times))}; /api/health median ${ms(burst.health.p50)}, worst ${ms(burst.health.max)} (${burst.health.probes} probes, ${burst.health.failed} failed); RSS idle ${mb(burst.rss.idle)}, peak ${mb(burst.rss.peak)}`;
}

/** `npm run serve`'s server on SQLite in a temporary DATA_DIR, its rate limit out of the way, without the given Node flags. */
function siteServer(buildDir: string, dropNodeFlags: readonly string[]): () => Promise<RunningServer> {
  return async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ankur-bench-hostile-"));
    try {
      const server = await startSiteServer({ BUILD_DIR: buildDir, DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000000000" }, { dropNodeFlags });
      return {
        url: server.url,
        pid: server.pid,
        stop: async () => {
          await server.stop();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  };
}

/**
 * The part's figures: each burst against the server as `npm run serve`
 * starts it and without its memory flags, `rounds` times; in each round the
 * two variants take each burst one after the other, so that both see the
 * machine in much the same state.
 */
export async function measureHostileBodies(buildDir: string, rounds: number, say: (text: string) => void): Promise<Omit<HostilePart, "measuredAt" | "machine">> {
  const serve = serveScriptArguments();
  const memoryFlags = nodeFlagsNamed(serve, MEMORY_FLAGS);
  const variants = [{ label: "npm run serve", drop: [] as string[] }];
  if (memoryFlags.length > 0) variants.push({ label: "without the memory flags", drop: memoryFlags });
  else say("The serve script has none of the memory flags: the server is measured as it is only.");
  const bursts = hostileBursts();
  const measured = variants.map(() => new Map<BurstKey, BurstRound[]>());
  for (let round = 1; round <= rounds; round++) {
    for (const burst of bursts) {
      for (const [i, variant] of variants.entries()) {
        const figures = await measureBurst(siteServer(buildDir, variant.drop), burst, say);
        say(`${burst.label} × ${PARALLEL} (${mb(burst.body.payload.byteLength)} each), ${variant.label}, round ${round}/${rounds}: ${burstLine(figures)}`);
        const byBurst = measured[i] as Map<BurstKey, BurstRound[]>;
        byBurst.set(burst.key, [...(byBurst.get(burst.key) ?? []), figures]);
      }
    }
  }
  const variant = (i: number): HostileVariant => {
    const figures = (key: BurstKey): BodyBurst => {
      const burst = bursts.find((b) => b.key === key) as Burst;
      return { bodyBytes: burst.body.payload.byteLength, rounds: measured[i]?.get(key) ?? [] };
    };
    const { label, drop } = variants[i] as { label: string; drop: string[] };
    return { label, nodeFlags: nodeFlagsOf(withoutNodeFlags(serve, drop)), reviewBody: figures("reviewBody"), deckJson: figures("deckJson"), deckMultipart: figures("deckMultipart") };
  };
  return {
    parallel: PARALLEL,
    rounds,
    probeIntervalMs: PROBE_INTERVAL_MS,
    deckBytes: DECK_BYTES,
    memoryFlags,
    serve: variant(0),
    withoutMemoryFlags: variants.length > 1 ? variant(1) : null,
  };
}
