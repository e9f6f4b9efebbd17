// Precompresses the client build: a .br and a .gz beside every text asset and
// prerendered page, so the server sends them without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = join(process.env.BUILD_DIR ?? "build", "client");
const compressible = /\.(html|js|css|svg|json|txt|xml|ics|webmanifest)$/;

let files = 0;
let before = 0;
let afterBrotli = 0;
function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name)) compress(path);
  }
}

function compress(path: string): void {
  const data = readFileSync(path);
  if (data.length < 256) return;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  files++;
  before += data.length;
  afterBrotli += br.length;
}

walk(root);
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB -> ${(afterBrotli / 1024).toFixed(0)} KiB brotli`);
