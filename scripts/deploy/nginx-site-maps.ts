// nginx serves the prerendered pages itself in the scale-out deployment
// (deploy/nginx/ankur.conf), so it must send what the app's server sends with
// them: each page's Content-Security-Policy with the sha256 hashes of its own
// inline scripts, and the 301s of the legacy paths. Both depend on the build,
// so they are generated from it into one include of nginx `map` blocks. The
// same include carries what nginx must agree on with the app's code for the
// API it passes on: the largest body the app takes, and the app's words for
// the errors nginx answers itself.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { INCUBATION_BODY_LIMIT } from "../../contract/leads/lead-limits.ts";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { FAILURE_TEXT } from "../../server/api/leads/lead-answers.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "../../server/static/content-security-policy.ts";

export type BuiltPage = {
  /** The file as nginx's $uri names it once try_files has found it: /about-us/index.html. */
  uri: string;
  html: string;
};

/** Every .html file under the build's client directory. */
export function readBuiltPages(clientDir: string): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".html")) pages.push({ uri: `/${relative(clientDir, path).split(sep).join("/")}`, html: readFileSync(path, "utf8") });
    }
  };
  walk(clientDir);
  return pages;
}

/**
 * A value nginx reads as one string: CSP, paths and the API's texts hold no
 * double quote or backslash, but a generated file must never break (nor the
 * JSON that ankur.conf writes an API text into).
 */
function quoted(text: string): string {
  if (/["\\\n\r$]/.test(text)) throw new Error(`Cannot write ${JSON.stringify(text)} into an nginx map`);
  return `"${text}"`;
}

/**
 * `map $uri $ankur_csp`: each page's own policy, keyed by its file; every
 * other answer (assets, images) gets the policy without hashes, as from the app.
 */
export function cspMap(pages: readonly BuiltPage[], options: { https: boolean }): string {
  const lines = pages.map((page) => `  ${quoted(page.uri)} ${quoted(contentSecurityPolicy(inlineScriptHashes(page.html), options))};`);
  return [`map $uri $ankur_csp {`, `  default ${quoted(contentSecurityPolicy([], options))};`, ...lines, `}`].join("\n");
}

/** `map $uri $ankur_legacy_redirect`: the old paths and where they now live (contract/legacy-redirects.ts). */
export function legacyRedirectMap(redirects: Readonly<Record<string, string>>): string {
  const lines = Object.entries(redirects).map(([from, to]) => `  ${quoted(from)} ${quoted(to)};`);
  return [`map $uri $ankur_legacy_redirect {`, `  default "";`, ...lines, `}`].join("\n");
}

/** nginx's map_hash_bucket_size (default 64 bytes, too small for the longer page paths): a power of two that holds the longest key. */
export function mapBucketSize(keys: readonly string[]): number {
  const longest = Math.max(0, ...keys.map((key) => Buffer.byteLength(key)));
  let size = 128;
  while (size < longest + 32) size *= 2;
  return size;
}

/** How long ankur.conf's 429 (too many requests at once from one address) tells the visitor to wait. */
export const BUSY_RETRY_AFTER = "a minute";

/**
 * The messages of the answers nginx writes itself for /api/ (ankur.conf's
 * @api_… locations), in the app's words (server/api/leads/lead-answers.ts):
 * a body over client_max_body_size (413: the incubation form's text on its
 * endpoint, the small forms' elsewhere), too many requests at once from one
 * address (429, limit_conn), no app instance answering (503).
 */
export function apiAnswerMaps(): string {
  const constant = (variable: string, text: string) => [`map $uri ${variable} {`, `  default ${quoted(text)};`, `}`].join("\n");
  return [
    [`map $uri $ankur_api_too_large {`, `  default ${quoted(FAILURE_TEXT.smallFormTooLarge)};`, `  ${quoted(leadRoute("incubation"))} ${quoted(FAILURE_TEXT.incubationTooLarge)};`, `}`].join("\n"),
    constant("$ankur_api_busy", FAILURE_TEXT.tooManyRequests(BUSY_RETRY_AFTER)),
    constant("$ankur_api_unavailable", FAILURE_TEXT.unexpected),
  ].join("\n\n");
}

/**
 * nginx's client_max_body_size, from the app's largest body limit (the
 * incubation form: a 10 MB pitch deck as base64 and 64 KiB of fields), so
 * that nginx passes on every body the app takes and the app holds each
 * endpoint to its own. In the http context: the directive takes no variable,
 * and this include is the only generated one.
 */
export function bodySizeLimit(): string {
  return `client_max_body_size ${INCUBATION_BODY_LIMIT};`;
}

export function nginxSiteMaps(pages: readonly BuiltPage[], redirects: Readonly<Record<string, string>>, options: { https: boolean }): string {
  const bucketSize = mapBucketSize([...pages.map((page) => page.uri), ...Object.keys(redirects)]);
  return `# Generated by scripts/deploy/write-nginx-maps.ts from the build: do not edit.
# Included in nginx's http context by deploy/nginx/ankur.conf.

map_hash_bucket_size ${bucketSize};

${cspMap(pages, options)}

${legacyRedirectMap(redirects)}

# The app's largest body limit (contract/leads/lead-limits.ts INCUBATION_BODY_LIMIT),
# for the whole http context: the app holds each endpoint to its own.
${bodySizeLimit()}

# The app's words for the errors nginx answers itself under /api/ (ankur.conf's @api_ locations).
${apiAnswerMaps()}
`;
}
