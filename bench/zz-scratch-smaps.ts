import { mkdtempSync, readFileSync } from "node:fs";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
const app = await buildApp({ config: loadConfig({ BUILD_DIR: "build-perf", DATA_DIR: mkdtempSync("/tmp/perf-data-"), LOG_LEVEL: "warn", RATE_LIMIT_MAX: "100000000" }), logger: false });
await app.ready();
console.log(readFileSync("/proc/self/smaps_rollup", "utf8"));
const smaps = readFileSync("/proc/self/smaps", "utf8").split("\n");
const regions: { name: string; rss: number }[] = []; let cur = "";
for (const line of smaps) { if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) cur = line.split(/\s+/).slice(5).join(" ") || "[anon]"; else if (line.startsWith("Rss:")) regions.push({ name: cur, rss: Number(line.split(/\s+/)[1]) }); }
const by = new Map<string, number>(); for (const r of regions) by.set(r.name, (by.get(r.name) ?? 0) + r.rss);
console.log([...by].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, k]) => `${(k/1024).toFixed(1)} MB ${n}`).join("\n"));
const anon = regions.filter(r => r.name === "[anon]").sort((a,b)=>b.rss-a.rss).slice(0,10).map(r=> (r.rss/1024).toFixed(1)); console.log("largest anon", anon.join(" "));
await app.close();
