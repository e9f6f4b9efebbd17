// @vitest-environment jsdom
import { within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { leadRoute } from "../../../contract/leads/lead-paths.ts";
import { LoginRequiredModal } from "./login-required-modal";
import { whitepapersAsWritten } from "~/features/download-request/downloads.test-support";

const paper = whitepapersAsWritten()[0]!;

/** The dialog as the server renders it: closed, so its content is queried with `hidden`. */
function rendered(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<LoginRequiredModal paper={{ id: paper.id, title: paper.title }} onClose={() => undefined} />);
  return container;
}

describe("the whitepapers' Login Required wall", () => {
  it("offers the download request by e-mail for this paper, besides Cancel and Log In", () => {
    const dialog = within(rendered());
    const email = dialog.getByRole("textbox", { name: /Email/, hidden: true });
    expect(email.getAttribute("type")).toBe("email");
    const form = email.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(leadRoute("download-request"));
    expect(form.querySelector<HTMLInputElement>("input[type=hidden][name=resourceId]")?.value).toBe(paper.id);
    expect(dialog.getByRole("button", { name: "Send Me the File", hidden: true })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Cancel", hidden: true })).toBeTruthy();
    expect(dialog.getByRole("link", { name: "Log In", hidden: true }).getAttribute("href")).toBe("/login");
    // The e-mail field is what the dialog focuses on opening (the Modal takes the first [data-autofocus]).
    expect(rendered().querySelector("[data-autofocus]")?.getAttribute("name")).toBe("email");
  });
});
