// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NEWSLETTER_API } from "../../../contract/newsletter/newsletter-paths.ts";
import { NEWSLETTER_TEXTS } from "../../../contract/newsletter/newsletter-texts.ts";
import { NewsletterLinkButton } from "./newsletter-link-button.tsx";

describe("NewsletterLinkButton", () => {
  afterEach(cleanup);

  it.each([
    ["confirm", NEWSLETTER_API.confirm, NEWSLETTER_TEXTS.pressToConfirmButton],
    ["unsubscribe", NEWSLETTER_API.unsubscribe, NEWSLETTER_TEXTS.pressToUnsubscribeButton],
  ] as const)("posts the %s link's token to its endpoint with one button", (purpose, action, label) => {
    const { container } = render(<NewsletterLinkButton purpose={purpose} token="abc.def" />);
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe(action);
    expect(new FormData(form ?? undefined).get("token")).toBe("abc.def");
    expect(screen.getByRole("button", { name: label })).toBeTruthy();
  });
});
