import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group.ts";

describe("addressGroup", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressGroup("203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressGroup("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts every address of one IPv6 /64 as one", () => {
    expect(addressGroup("2001:db8:1:2:aaaa::1")).toBe(addressGroup("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(addressGroup("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
  });

  it("tells two /64s apart", () => {
    expect(addressGroup("2001:db8:1:2::1")).not.toBe(addressGroup("2001:db8:1:3::1"));
  });
});
