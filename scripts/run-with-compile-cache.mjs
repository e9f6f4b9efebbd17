// Runs a TypeScript entry (server/main.ts, scripts/start.ts) with Node's
// compile cache on. Node strips types with a WebAssembly module that, once
// loaded, keeps some 17 MB of memory for the life of the process, even for
// one small file; with the cache, each file is stripped once and later starts
// load the result without it.
//
// So that the server itself never strips anything, not even on the first
// start after a deploy or an edit: when a file of the entry's module graph
// changed since the last start (or the cache is new), a short-lived child
// process loads that graph first, stripping and caching every TypeScript
// file without running any of it, and the server starts from the cache.
// Plain JavaScript, so that nothing needs stripping before the cache is on.
// `node [flags] scripts/run-with-compile-cache.mjs server/main.ts [arguments]`
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { constants, enableCompileCache, flushCompileCache, registerHooks } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// glibc's malloc gives each thread that allocates an arena of its own (up to
// eight per core) and keeps what was freed there for that thread, such as the
// zones of V8's compiler threads. Two arenas for the whole process: 2-9 MB
// less resident at the peak of the load runs, 1-5 MB at idle, with no change
// in CPU per request that the runs could tell apart (bench/server-memory.ts).
// glibc reads the variable when the process starts, so the launcher replaces
// itself (same process id) once; a MALLOC_ARENA_MAX the caller set stays.
if (process.platform === "linux" && process.env.MALLOC_ARENA_MAX === undefined && typeof process.execve === "function") {
  try {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, MALLOC_ARENA_MAX: "2" });
  } catch {
    // Not replaced (the call is experimental in Node 24): run on with glibc's default.
  }
}

const PRIME = "--prime-compile-cache";
/** Priming takes well under a second; should it ever hang, the server starts without it. */
const PRIME_TIMEOUT_MS = 60_000;
const TYPESCRIPT = /\.[cm]?ts$/;
/** A module that cannot link: it imports from itself (every import resolves to it while priming) a name it does not export. */
const STAND_IN = "data:text/javascript,import{nothing}from'data:text/javascript,'";
const STAND_IN_RESOLVED = { url: STAND_IN, format: "module", shortCircuit: true };

const args = process.argv.slice(2);
const priming = args[0] === PRIME;
const [entry, ...rest] = priming ? args.slice(1) : args;
if (!entry) {
  console.error("usage: node scripts/run-with-compile-cache.mjs <entry.ts> [arguments]");
  process.exit(2);
}
const entryPath = resolve(entry);
const cache = enableCompileCache();
const cacheOn = cache.status === constants.compileCacheStatus.ENABLED || cache.status === constants.compileCacheStatus.ALREADY_ENABLED;

if (priming) {
  const files = await primeCompileCache(entryPath);
  // The parent reads the list from a pipe, which is asynchronous on some systems: exit once it is written.
  process.stdout.write(JSON.stringify(files), () => process.exit(0));
} else {
  await startEntry();
}

function startEntry() {
  if (cacheOn && cache.directory) {
    // Node keeps a cache per version and V8 flags: one stamp for each entry, version and set of flags.
    const key = JSON.stringify([entryPath, process.version, process.execArgv, process.env.NODE_OPTIONS ?? ""]);
    const stamp = join(cache.directory, `primed-${createHash("sha256").update(key).digest("hex").slice(0, 16)}.json`);
    if (!isPrimed(stamp)) prime(stamp);
  }
  process.argv = [process.argv[0] ?? process.execPath, entryPath, ...rest];
  return import(pathToFileURL(entryPath).href);
}

/** The stamp names every TypeScript file of the graph with its size and time: all unchanged means the cache holds them. */
function isPrimed(stamp) {
  try {
    const files = JSON.parse(readFileSync(stamp, "utf8"));
    return Object.entries(files).every(([path, mark]) => fileMark(path) === mark);
  } catch {
    return false;
  }
}

function fileMark(path) {
  try {
    const stat = statSync(path);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return "missing";
  }
}

/** Primes the cache in a child with this process's flags (the cache is per V8 flags), then writes the stamp. */
function prime(stamp) {
  // Not the debugger's or profilers' flags: the child would take the port or write a profile of its own.
  const flags = process.execArgv.filter((flag) => !/^--(inspect|cpu-prof|heap-prof|prof)/.test(flag));
  const child = spawnSync(process.execPath, [...flags, fileURLToPath(import.meta.url), PRIME, entryPath], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    timeout: PRIME_TIMEOUT_MS,
  });
  if (child.status !== 0) return; // The server then strips what it loads, as without the cache.
  try {
    const files = JSON.parse(child.stdout);
    writeFileSync(stamp, JSON.stringify(Object.fromEntries(files.map((path) => [path, fileMark(path)]))));
  } catch {
    // No stamp: the next start primes again.
  }
}

/**
 * Child: loads the entry's static module graph so that Node strips and
 * caches each TypeScript file, and runs none of it. Every other module (the
 * packages, node:*, one that does not resolve) is replaced by STAND_IN, which
 * cannot link, and the entry is loaded beside it: a module graph links as a
 * whole before any of it runs, so this one fails before anything runs.
 */
async function primeCompileCache(path) {
  const loaded = [];
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (context.parentURL === import.meta.url) return nextResolve(specifier, context);
      let resolved;
      try {
        resolved = nextResolve(specifier, context);
      } catch {
        return STAND_IN_RESOLVED;
      }
      if (!resolved.url.startsWith("file:") || !TYPESCRIPT.test(resolved.url)) return STAND_IN_RESOLVED;
      loaded.push(fileURLToPath(resolved.url));
      return resolved;
    },
  });
  const root = `import ${JSON.stringify(STAND_IN)}; import ${JSON.stringify(pathToFileURL(path).href)};`;
  try {
    await import(`data:text/javascript,${encodeURIComponent(root)}`);
  } catch {
    // Expected: the stand-in does not link.
  }
  flushCompileCache();
  return [...new Set(loaded)];
}
