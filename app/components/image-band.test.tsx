// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ImageBand } from "./image-band";

afterEach(cleanup);

const image = { src: "/band.svg", width: 1600, height: 640, alt: "" };

describe("ImageBand", () => {
  it("is a region named by its statement, over a picture of fixed size that loads as it nears the viewport", () => {
    const { container } = render(<ImageBand id="road" image={image} eyebrow="Five gates" statement="Evidence decides at every gate." />);
    const region = screen.getByRole("region", { name: "Evidence decides at every gate." });
    expect(region.id).toBe("road");
    expect(screen.getByText("Five gates")).toBeTruthy();
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/band.svg");
    expect([img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("alt"), img.getAttribute("loading")]).toEqual(["1600", "640", "", "lazy"]);
  });

  it("lays a deep-blue scrim between the picture and the text", () => {
    const { container } = render(<ImageBand id="road" image={image} statement="Evidence decides." />);
    const scrim = container.querySelector("[data-scrim]")!;
    expect(scrim.className).toContain("bg-brand-950/85");
    expect(scrim.className).toContain("lg:from-brand-950/95");
    // The scrim is painted over the picture: it comes after it, one layer up.
    expect(container.querySelector("img")!.className).toContain("-z-20");
    expect(scrim.className).toContain("-z-10");
  });

  it("offers its link only when it has one", () => {
    const { rerender } = render(<ImageBand id="road" image={{ ...image, alt: "A road through five gates" }} statement="Evidence decides." />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("img", { name: "A road through five gates" })).toBeTruthy();
    rerender(<ImageBand id="road" image={image} statement="Evidence decides." link={{ label: "Read the case studies", to: "/success-stories" }} />);
    expect(screen.getByRole("link", { name: "Read the case studies" }).getAttribute("href")).toBe("/success-stories");
  });
});
