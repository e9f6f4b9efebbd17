import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external ones", () => {
    const html = `<script>window.a=1</script><script type="module" async="">import "x";</script><script src="/assets/a.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "x";')]);
  });
});

describe("contentSecurityPolicy", () => {
  it("never allows inline or eval scripts and forbids framing", () => {
    const csp = contentSecurityPolicy([sha("x")]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    const sources = scriptSrc.split(" ").slice(1);
    expect(sources).toContain(sha("x"));
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("allows WebAssembly for the site search and no other script source but the site and the page's hashes", () => {
    const scriptSrc = contentSecurityPolicy([sha("x")]).split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' ${sha("x")} 'wasm-unsafe-eval'`);
    expect(contentSecurityPolicy().split("; ").find((d) => d.startsWith("script-src"))).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });

  it("frames nothing but the OpenStreetMap embed of the click-to-load map and YouTube's privacy-enhanced player of the click-to-load video", () => {
    const frameSrc = contentSecurityPolicy().split("; ").find((d) => d.startsWith("frame-src"));
    expect(frameSrc).toBe("frame-src https://www.openstreetmap.org https://www.youtube-nocookie.com");
    expect(contentSecurityPolicy()).toContain("default-src 'self'");
  });
});
