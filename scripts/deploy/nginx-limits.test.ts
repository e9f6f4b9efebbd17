import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INCUBATION_BODY_LIMIT } from "../../contract/leads/lead-limits.ts";
import { LEAD_KINDS } from "../../contract/leads/lead-paths.ts";
import { STATUS_LOOKUP_PAGE_PATH, THANKS_PATH_PREFIX, formPagePath } from "../../contract/rendered-pages.ts";
import { KEEP_ALIVE_TIMEOUT_MS, serverTimeouts } from "../../server/security/request-limits.ts";
import { nginxSiteMaps } from "./nginx-site-maps.ts";
import { DEPLOY_DIR } from "./nginx-test-site.ts";

/**
 * Issue 20 §4.2–3: the limits deploy/nginx/ankur.conf sets, read from the
 * file, against the app's (nginx-deploy.test.ts runs them in a real nginx).
 */
const conf = readFileSync(join(DEPLOY_DIR, "nginx", "ankur.conf"), "utf8").replace(/#.*$/gm, "");

/** The text between the braces of the first block that `opening` starts (`upstream ankur_app`, `server`). */
function block(text: string, opening: RegExp): string {
  const match = new RegExp(`${opening.source}\\s*\\{`).exec(text);
  if (!match) throw new Error(`no block ${opening} in ankur.conf`);
  let depth = 1;
  let at = match.index + match[0].length;
  const start = at;
  while (depth > 0 && at < text.length) {
    if (text[at] === "{") depth++;
    if (text[at] === "}") depth--;
    at++;
  }
  return text.slice(start, at - 1);
}

/** Every location block as [its match, its body], e.g. ["/api/", "proxy_pass …"]. */
function locations(text: string): [string, string][] {
  return [...text.matchAll(/location\s+([^{]+?)\s*\{/g)].map((match) => [match[1] as string, block(text.slice(match.index), /location\s+[^{]+?/)]);
}

/** The values of a directive at the top level of a block (not inside its nested blocks). */
function directive(body: string, name: string): string[] {
  let depth = 0;
  let outer = "";
  for (const char of body) {
    if (char === "{") depth++;
    if (depth === 0) outer += char;
    if (char === "}") depth--;
  }
  return [...outer.matchAll(new RegExp(`(?:^|[;\\s])${name}\\s+([^;]+);`, "g"))].map((match) => (match[1] as string).trim());
}

/** nginx's time: 60s, 1m, 500ms, or seconds. */
function milliseconds(time: string): number {
  const match = /^(\d+)(ms|s|m)?$/.exec(time);
  if (!match) throw new Error(`cannot read the time ${time}`);
  return Number(match[1]) * ({ ms: 1, s: 1000, m: 60_000 }[match[2] ?? "s"] ?? 1000);
}

const server = block(conf, /\nserver/);

describe("deploy/nginx/ankur.conf against the app's limits", () => {
  it("takes the app's largest body limit from the generated include, and sets none of its own", () => {
    expect(nginxSiteMaps([], {}, { https: false })).toContain(`\nclient_max_body_size ${INCUBATION_BODY_LIMIT};\n`);
    // One of its own, at any level, would win over (or differ from) the generated one.
    expect(conf).not.toMatch(/client_max_body_size/);
  });

  it("closes an idle connection to the app before the app would (nginx's upstream keepalive_timeout < the app's keepAliveTimeout)", () => {
    const [timeout] = directive(block(conf, /upstream ankur_app/), "keepalive_timeout");
    expect(serverTimeouts(30_000).keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(milliseconds(timeout ?? "60s")).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it("bounds slow and idle clients: headers, body, reading the answer, idle between requests", () => {
    const times = Object.fromEntries(
      ["client_header_timeout", "client_body_timeout", "send_timeout", "keepalive_timeout"].map((name) => [name, milliseconds(directive(server, name)[0] ?? "none")]),
    );
    for (const [name, ms] of Object.entries(times)) expect({ name, ms: Math.min(ms, 30_000) }).toEqual({ name, ms });
    expect(directive(server, "reset_timedout_connection")).toEqual(["on"]);
  });

  it("limits the requests at once from one address in every location that reaches the app, with 429", () => {
    expect(directive(conf, "limit_conn_zone")).toEqual(["$binary_remote_addr zone=ankur_per_address:10m"]);
    expect(directive(server, "limit_conn_status")).toEqual(["429"]);
    const toApp = locations(server).filter(([, body]) => directive(body, "proxy_pass").length > 0);
    expect(toApp.map(([match]) => match)).toEqual(["/api/", "= /admin", "/admin/", "/thanks/", "/forms/"]);
    for (const [match, body] of toApp) expect({ match, limit: directive(body, "limit_conn") }).toEqual({ match, limit: ["ankur_per_address 16"] });
  });

  it("passes every page the app renders on demand (contract/rendered-pages.ts) to the app, not to the build's files", () => {
    const all = locations(server);
    // No regular expression location: nginx would check one after the prefixes, and it could take a path back.
    expect(all.filter(([match]) => match.startsWith("~"))).toEqual([]);
    /** The location nginx picks for a path: its exact one, else the longest prefix. */
    const pick = (path: string) =>
      all.find(([match]) => match === `= ${path}`) ??
      all.filter(([match]) => !match.startsWith("= ") && !match.startsWith("@") && path.startsWith(match.replace(/^\^~\s*/, ""))).sort(([a], [b]) => b.length - a.length)[0];
    const rendered = [...LEAD_KINDS.flatMap((kind) => [`${THANKS_PATH_PREFIX}${kind}`, formPagePath(kind)]), STATUS_LOOKUP_PAGE_PATH];
    const picked = rendered.map((path) => ({ path, toApp: directive(pick(path)?.[1] ?? "", "proxy_pass") }));
    expect(picked).toEqual(rendered.map((path) => ({ path, toApp: ["http://ankur_app"] })));
    // A page of the build is still nginx's.
    expect(pick("/about-us")?.[0]).toBe("/");
  });
});
