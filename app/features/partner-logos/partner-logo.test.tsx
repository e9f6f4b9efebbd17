// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PartnerLogo } from "./partner-logo";

afterEach(cleanup);

describe("PartnerLogo", () => {
  it("shows the organisation's drawn mark, named by its alt text, in the logo box", () => {
    render(<PartnerLogo partner={{ name: "Narmada Rural Bank" }} />);
    const img = screen.getByRole("img", { name: "Narmada Rural Bank" });
    expect(img.getAttribute("src")).toBe("/marks/narmada-rural-bank.svg");
    expect([img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("loading")]).toEqual(["200", "60", "lazy"]);
  });

  it("shows a named logo file as AVIF and WebP", () => {
    const { container } = render(<PartnerLogo partner={{ name: "Narmada Rural Bank", image: "logos/narmada.png" }} />);
    expect([...container.querySelectorAll("source")].map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(screen.getByRole("img", { name: "Narmada Rural Bank" }).getAttribute("src")).toBe("/photos/logos-narmada-256.webp");
  });

  it("shows the partner's name as text when the image fails to load", () => {
    render(<PartnerLogo partner={{ name: "Konkan Energy Foundation" }} />);
    fireEvent.error(screen.getByRole("img", { name: "Konkan Energy Foundation" }));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("partner-name-fallback").textContent).toBe("Konkan Energy Foundation");
  });
});
