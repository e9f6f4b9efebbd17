import { describe, expect, it } from "vitest";
import { foundApplicationOf } from "./found-application-of";

describe("foundApplicationOf", () => {
  it("reads the application found from the page's locals, and nothing more", () => {
    expect(foundApplicationOf({ foundApplication: { applicationId: "INC-2026-7KQ3M9", status: "shortlisted", email: "a@b.in" } })).toEqual({
      applicationId: "INC-2026-7KQ3M9",
      status: "shortlisted",
    });
  });

  it("gives nothing for locals without one, or with a status the page does not know", () => {
    for (const locals of [undefined, null, {}, { foundApplication: "INC-2026-7KQ3M9" }, { foundApplication: { applicationId: "INC-2026-7KQ3M9", status: "qualified" } }, { foundApplication: { status: "received" } }]) {
      expect(foundApplicationOf(locals)).toBeUndefined();
    }
  });
});
