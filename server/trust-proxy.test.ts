import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy.ts";

describe("parseTrustProxy", () => {
  it("trusts nothing when unset, empty or false", () => {
    for (const text of [undefined, "", "  ", "false"]) expect(parseTrustProxy(text)).toBe(false);
  });

  it("takes proxy addresses, CIDR ranges and proxy-addr's names as a list", () => {
    expect(parseTrustProxy("127.0.0.1")).toEqual(["127.0.0.1"]);
    expect(parseTrustProxy("127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback,uniquelocal")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
      "uniquelocal",
    ]);
  });

  it("takes true, and refuses a number of hops, which Fastify no longer honours", () => {
    expect(parseTrustProxy("true")).toBe(true);
    for (const hops of ["0", "1", "2"]) expect(parseTrustProxy(hops)).toBeUndefined();
  });

  it("refuses anything else", () => {
    for (const text of ["yes", "10.0.0.0/33", "::/129", "10.0.0.0/8/1", "nginx", "127.0.0.1,", "10.0.0.256", "1.5", "-1", "999", "10.0.0.0/ 8"]) {
      expect({ text, trust: parseTrustProxy(text) }).toEqual({ text, trust: undefined });
    }
  });
});
