// The benchmark starts the server exactly as `npm run serve` does (the same
// Node flags and launcher), but as a direct child, so that the resident
// memory it reads is the server's own and not npm's.

/** The arguments after `node` in package.json's "serve" script. */
export function serveArguments(serveScript: string | undefined): string[] {
  const words = (serveScript ?? "").trim().split(/\s+/);
  if (words[0] !== "node" || words.length < 2 || words.some((w) => /[;&|<>$`'"]/.test(w))) {
    throw new Error(`package.json "serve" must be a plain \`node [flags] <entry>\` command, not "${serveScript ?? ""}"`);
  }
  return words.slice(1);
}
