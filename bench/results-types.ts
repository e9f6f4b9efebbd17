// The shape of bench/results.json. Every part carries the time it was
// measured: a partial run (BENCH_PARTS) replaces only the parts it measured.
import type { JsWeight } from "./first-load-js.ts";
import type { LighthouseRun } from "./lighthouse-median.ts";
import type { PageLoadWeight } from "./page-load-weight.ts";

export type Machine = {
  cores: number;
  cpu: string;
  memoryBytes: number;
  /** 1, 5 and 15 minute load averages when the part started. */
  loadAverage: number[];
  node: string;
  os: string;
};

export type LoadFigures = { requestsPerSecond: number; p50: number; p99: number; requests: number; non2xx: number; errors: number };
export type InsertFigures = { insertsPerSecond: number; p99: number; inserts: number };

export type BuildPart = { measuredAt: string; seconds: number; peakProcessBytes: number; peakTreeBytes: number };

/** What each route's HTML loads by itself, read from the build (first-load-js.ts). */
export type FirstLoadJsPart = { measuredAt: string; routes: JsWeight[] };

/** What a phone downloads on each route with nobody touching it, in a browser (page-load-weight.ts). */
export type PageLoadPart = { measuredAt: string; machine: Machine; viewport: { width: number; height: number }; pages: PageLoadWeight[] };

export type RouteLighthouse = { route: string; runs: number; site: LighthouseRun; noJs: { lcp: number; fcp: number } };

export type LighthousePart = {
  measuredAt: string;
  machine: Machine;
  runsPerRoute: number;
  mobile: RouteLighthouse[];
  desktop: RouteLighthouse[];
};

export type EngineServerFigures = {
  engine: "SQLite" | "PostgreSQL";
  /** The contact form's endpoint under load, and raw INSERTs into the same database. */
  submission: LoadFigures;
  rawInserts: InsertFigures;
  rawInsertConcurrency: number;
  /** Resident memory of the server process (bytes): after start-up, after the load runs, and its peak. */
  rss: { idle: number; afterLoad: number; peak: number };
};

export type ServerPart = {
  measuredAt: string;
  machine: Machine;
  durationSeconds: number;
  connections: number;
  /** autocannon worker threads. */
  workers: number;
  staticPath: string;
  staticSite: LoadFigures;
  /** null: nginx is not installed. */
  staticNginx: LoadFigures | null;
  nginxVersion: string | null;
  engines: EngineServerFigures[];
  /** Why PostgreSQL was not measured, when it was not. */
  postgresSkipped?: string;
};

/** One burst of identical bodies sent at once to a freshly started server. */
export type BurstRound = {
  /** Each answer: its HTTP status (0: none, the request failed) and the time from sending to the whole answer, in ms. */
  answers: { status: number; ms: number }[];
  /** From the first send to the last answer, in ms. */
  wallMs: number;
  /** GET /api/health during the burst, one at a time, each ~probeIntervalMs after the one before was sent: latencies in ms. */
  health: { probes: number; failed: number; p50: number; max: number };
  /** Resident memory of the server (bytes): idle before the burst, right after it, and its peak (VmHWM) since it started. */
  rss: { idle: number; after: number; peak: number };
};

/** A body sent `parallel` at once, in each of `rounds` rounds. */
export type BodyBurst = { bodyBytes: number; rounds: BurstRound[] };

/** The server started one way (its Node flags), hit by each burst in turn, a fresh process for each. */
export type HostileVariant = {
  label: string;
  nodeFlags: string[];
  /** The review's body (issue 20 §1): {"x":[{},{},…]}, four million empty objects, 12 MB of JSON. */
  reviewBody: BodyBurst;
  /** The largest legitimate bodies: an incubation application with a deck just under the limit, as JSON (base64 data URL) and as multipart (file part). */
  deckJson: BodyBurst;
  deckMultipart: BodyBurst;
};

export type HostilePart = {
  measuredAt: string;
  machine: Machine;
  /** Bodies sent at once in each burst. */
  parallel: number;
  /** Rounds: each burst is measured this many times for each variant, a fresh server each time. */
  rounds: number;
  probeIntervalMs: number;
  /** The pitch deck's size, in bytes. */
  deckBytes: number;
  /** The Node flags of `npm run serve` the second variant leaves out. */
  memoryFlags: string[];
  /** As `npm run serve` starts it. */
  serve: HostileVariant;
  /** The same without memoryFlags; null when the "serve" script has none of them. */
  withoutMemoryFlags: HostileVariant | null;
};

/** The site search's index in the build, and what one query fetches (search-index.ts). */
export type SearchPart = {
  measuredAt: string;
  machine: Machine;
  /** Everything under <client>/pagefind/: files, bytes on disk, bytes as sent (brotli where precompressed). */
  index: { files: number; bytes: number; sentBytes: number };
  /** One query typed into the header's box with an empty cache: the index's files fetched, by kind. */
  query: { query: string; requests: number; transferredBytes: number; byKind: Record<string, { files: number; bytes: number }> };
};

/** The lead forms' spam check (spam-check-part.ts): its cost on the server, and the solve on the phone profile. */
export type SpamCheckPart = {
  measuredAt: string;
  machine: Machine;
  server: { verificationsPerSecond: number; challengesPerSecond: number };
  browser: { cpuSlowdown: number; viewport: { width: number; height: number }; solveMs: number[]; medianMs: number };
};

export type BenchResults = {
  date: string;
  /** BENCH_NOTE of the run, when given. */
  note?: string;
  machine: Machine;
  versions: Record<string, string>;
  routes: string[];
  build?: BuildPart;
  firstLoadJs?: FirstLoadJsPart;
  pageLoad?: PageLoadPart;
  lighthouse?: LighthousePart;
  server?: ServerPart;
  hostile?: HostilePart;
  search?: SearchPart;
  spamCheck?: SpamCheckPart;
};
