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

/** A Node flag's name: `--max_semi_space_size=2` → `--max-semi-space-size` (Node takes either spelling). */
const flagName = (word: string) => (word.split("=")[0] ?? word).replaceAll("_", "-");

/** The Node flags of `serveArguments`: the words before the entry. */
export function nodeFlagsOf(args: readonly string[]): string[] {
  const entry = args.findIndex((word) => !word.startsWith("-"));
  return entry === -1 ? [...args] : args.slice(0, entry);
}

/**
 * The arguments of `serveArguments` without the given Node flags, named with
 * or without their value (`--max-semi-space-size` drops
 * `--max-semi-space-size=2`). Only the flags before the entry are Node's; the
 * entry's own arguments stay, whatever they are called.
 */
export function withoutNodeFlags(args: readonly string[], flags: readonly string[]): string[] {
  const drop = new Set(flags.map(flagName));
  const nodeFlags = nodeFlagsOf(args);
  return [...nodeFlags.filter((word) => !drop.has(flagName(word))), ...args.slice(nodeFlags.length)];
}

/** Which of the given Node flags `serveArguments` has, as it writes them (`--max-semi-space-size` finds `--max-semi-space-size=2`). */
export function nodeFlagsNamed(args: readonly string[], flags: readonly string[]): string[] {
  const wanted = new Set(flags.map(flagName));
  return nodeFlagsOf(args).filter((word) => wanted.has(flagName(word)));
}
