// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OrganisationMark } from "./organisation-mark";

afterEach(cleanup);

describe("OrganisationMark", () => {
  it("shows the drawn mark as a decorative, lazy image with its size set", () => {
    const { container } = render(<OrganisationMark name="VoltRath Mobility" />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/marks/voltrath-mobility.svg");
    expect([img.getAttribute("alt"), img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("loading")]).toEqual(["", "160", "48", "lazy"]);
  });

  it("shows the emblem alone on a square tile where the name is set beside it", () => {
    const { container } = render(<OrganisationMark name="Hisaab Cloud" shape="emblem" width={44} height={44} />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/emblems/hisaab-cloud.svg");
    expect([img.getAttribute("alt"), img.getAttribute("width"), img.getAttribute("height")]).toEqual(["", "44", "44"]);
  });

  it("shows a logo file as AVIF and WebP", () => {
    const { container } = render(<OrganisationMark name="VoltRath Mobility" image="voltrath.png" />);
    expect([...container.querySelectorAll("source")].map((s) => s.getAttribute("srcset")?.split(", ")[0])).toEqual([
      "/photos/voltrath-64.avif 64w",
      "/photos/voltrath-64.webp 64w",
    ]);
  });
});
