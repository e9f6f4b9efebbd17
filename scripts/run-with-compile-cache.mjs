// Runs a TypeScript entry (server/main.ts, scripts/start.ts) with Node's
// compile cache on. Node strips types with a WebAssembly module that keeps
// some 25 MB of memory for the life of the process; with the cache, each file
// is stripped once and every later start loads the result without it.
// Plain JavaScript, so that nothing needs stripping before the cache is on.
// `node scripts/run-with-compile-cache.mjs server/main.ts`
import { enableCompileCache } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-with-compile-cache.mjs <entry.ts> [arguments]");
  process.exit(2);
}
enableCompileCache();
process.argv = [process.argv[0] ?? process.execPath, resolve(entry), ...rest];
await import(pathToFileURL(resolve(entry)).href);
