// Precompression of a client build: a .br and a .gz beside every text asset
// and prerendered page, so the server sends them without compressing per
// request (and holds a page's gzip form instead of its bytes); run by the
// build's integration (./precompress.ts).
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE_FILE = /\.(html|js|css|svg|json|txt|xml|ics|webmanifest)$/;

/** Below this a compressed form saves less than its own headers cost. */
const MIN_COMPRESSED_BYTES = 256;

export type PrecompressSummary = { files: number; bytes: number; brotliBytes: number };

/** Whether a file of this name and size gets a .br and a .gz. */
export function needsCompressedForms(name: string, size: number): boolean {
  return COMPRESSIBLE_FILE.test(name) && size >= MIN_COMPRESSED_BYTES;
}

/** Writes path.br (quality 11) and path.gz (level 9) beside the file; the sizes it compressed. */
function writeCompressedForms(path: string): { bytes: number; brotliBytes: number } {
  const data = readFileSync(path);
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  return { bytes: data.length, brotliBytes: br.length };
}

/** Every compressible file under `root`, at any depth. */
export function precompressDirectory(root: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0 };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stats = statSync(path);
      if (stats.isDirectory()) walk(path);
      else if (needsCompressedForms(name, stats.size)) {
        const { bytes, brotliBytes } = writeCompressedForms(path);
        summary.files++;
        summary.bytes += bytes;
        summary.brotliBytes += brotliBytes;
      }
    }
  };
  walk(root);
  return summary;
}

/** "precompressed 313 files: 6011 KiB -> 1069 KiB brotli" */
export function precompressReport({ files, bytes, brotliBytes }: PrecompressSummary): string {
  return `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KiB -> ${(brotliBytes / 1024).toFixed(0)} KiB brotli`;
}
