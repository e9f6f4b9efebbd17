// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DATA_RIGHTS_API } from "../../../contract/data-rights/data-rights-paths.ts";
import { DATA_RIGHTS_TEXTS } from "../../../contract/data-rights/data-rights-texts.ts";
import type { HeldData } from "../../../contract/data-rights/your-data-view.ts";
import { yourDataStateOf } from "./your-data-state-of";
import { YourDataView } from "./your-data-view";

afterEach(cleanup);

const held: HeldData = {
  email: "asha@example.in",
  leads: [
    {
      reference: "INC-2026-ABCDEF",
      kind: "incubation",
      submittedAt: "2026-11-20T06:00:00.000Z",
      fields: { founderName: '<img src=x onerror="alert(1)">', email: "asha@example.in" },
      pitchDeck: { fileName: "deck.pdf", mediaType: "application/pdf", sizeBytes: 2_097_152 },
      consentWithdrawnAt: null,
      origin: { landingPage: "/programs" },
      recorded: { verification: "verified" },
    },
  ],
  newsletter: null,
  requests: [{ reference: "DRQ-2026-GHJKMN", kind: "erasure", state: "open", receivedAt: "2026-11-21T06:00:00.000Z", dueAt: "2026-12-21T06:00:00.000Z" }],
};

describe("the link's page inside the site", () => {
  it("shows every field as text, the deck, where it came from, and forms that post the token", () => {
    render(<YourDataView state={{ view: "data", held, token: "tok.en" }} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(DATA_RIGHTS_TEXTS.pageHeading);
    expect(document.body.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(document.querySelector("img")).toBeNull();
    expect(document.body.textContent).toContain("deck.pdf (application/pdf, 2.0 MB)");
    expect(document.body.textContent).toContain("First page of your visit/programs");
    expect(document.body.textContent).toContain("due by");
    for (const [button, action, method] of [
      [DATA_RIGHTS_TEXTS.downloadButton, DATA_RIGHTS_API.download, "get"],
      [DATA_RIGHTS_TEXTS.correctionButton, DATA_RIGHTS_API.correction, "post"],
      [DATA_RIGHTS_TEXTS.withdrawButton, DATA_RIGHTS_API.withdrawal, "post"],
      [DATA_RIGHTS_TEXTS.erasureButton, DATA_RIGHTS_API.erasure, "post"],
    ] as const) {
      const form = screen.getByRole("button", { name: button }).closest("form");
      expect(form?.getAttribute("action")).toBe(action);
      expect(form?.getAttribute("method")).toBe(method);
      expect((form?.querySelector("input[name=token]") as HTMLInputElement | null)?.value).toBe("tok.en");
    }
    const choices = within(screen.getByLabelText("What is wrong")).getAllByRole("option").map((option) => option.getAttribute("value"));
    expect(choices).toEqual(["", "INC-2026-ABCDEF:founderName"]);
  });

  it("shows a button's answer with the way back, and a bad link's way to a new one", () => {
    render(<YourDataView state={{ view: "result", heading: "Withdraw your consent", text: "Done.", token: "tok.en" }} />);
    expect(screen.getByRole("status").textContent).toBe("Done.");
    expect(screen.getByRole("button", { name: DATA_RIGHTS_TEXTS.backToYourData }).closest("form")?.getAttribute("action")).toBe(DATA_RIGHTS_API.yourData);
    cleanup();
    render(<YourDataView state={{ view: "invalid" }} />);
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/legal/your-data");
  });

  it("reads its state from the locals, and anything else as a link that does not work", () => {
    expect(yourDataStateOf({ yourData: { view: "data", held, token: "t" } })).toEqual({ view: "data", held, token: "t" });
    expect(yourDataStateOf({ yourData: { view: "result", heading: "H", text: "T", refused: true } })).toEqual({ view: "result", heading: "H", text: "T", refused: true });
    for (const locals of [undefined, {}, { yourData: { view: "data", token: 1 } }, { yourData: { view: "other" } }]) expect(yourDataStateOf(locals)).toEqual({ view: "invalid" });
  });
});
