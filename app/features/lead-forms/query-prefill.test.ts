// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { APPLICATION_ID_BOX, prefillApplicationId } from "./query-prefill";

afterEach(() => document.body.replaceChildren());

describe("prefillApplicationId", () => {
  it("fills in the link's Application ID, never over what is there, and nothing unprintable", () => {
    const box = document.createElement("input");
    box.id = APPLICATION_ID_BOX;
    document.body.append(box);
    prefillApplicationId("?applicationId=%3Cscript%3E", document);
    expect(box.value).toBe("");
    prefillApplicationId("?applicationId=INC-2026-7KQ3M9", document);
    expect(box.value).toBe("INC-2026-7KQ3M9");
    prefillApplicationId("?applicationId=INC-2026-AAAAAA", document);
    expect(box.value).toBe("INC-2026-7KQ3M9");
  });
});
