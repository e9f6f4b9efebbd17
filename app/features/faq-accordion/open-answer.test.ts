import { describe, expect, it } from "vitest";
import { type OpenAnswer, toggleAnswer } from "./open-answer";

describe("toggleAnswer", () => {
  it("opens the clicked question when none is open", () => {
    expect(toggleAnswer(null, "equity")).toBe("equity");
  });

  it("closes the open question when it is clicked again", () => {
    expect(toggleAnswer("equity", "equity")).toBeNull();
  });

  it("switches to the clicked question, closing the one that was open", () => {
    expect(toggleAnswer("equity", "stages")).toBe("stages");
  });

  it("never leaves more than one answer open, whatever the clicks", () => {
    const ids = ["a", "b", "c"];
    let open: OpenAnswer = null;
    for (const clicked of ["a", "b", "b", "c", "a", "a", "c"]) {
      open = toggleAnswer(open, clicked);
      expect(ids.filter((id) => open === id).length).toBeLessThanOrEqual(1);
    }
    expect(open).toBe("c");
  });
});
