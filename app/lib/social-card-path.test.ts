import { describe, expect, it } from "vitest";
import { socialCardPath, socialCardSlug } from "./social-card-path";

describe("socialCardPath", () => {
  it("puts a page's card under /og with the page's own path", () => {
    expect(socialCardPath("/about-us")).toBe("/og/about-us.png");
    expect(socialCardPath("/ecosystem/associate-bodies")).toBe("/og/ecosystem/associate-bodies.png");
  });

  it("names home's card index, since home's path has no segment", () => {
    expect(socialCardPath("/")).toBe("/og/index.png");
    expect(socialCardSlug("/")).toBe("index");
  });

  it("ignores a trailing slash", () => {
    expect(socialCardSlug("/blog/why-troupes-beat-mentors/")).toBe("blog/why-troupes-beat-mentors");
  });
});
