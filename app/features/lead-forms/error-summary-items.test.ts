import { describe, expect, it } from "vitest";
import { errorSummaryItems } from "./error-summary-items";

describe("errorSummaryItems", () => {
  it("lists the errors in form order with their labels", () => {
    const items = errorSummaryItems({ email: "Bad e-mail", name: "No name", website: "Bot" }, { name: "Name", email: "Email", tags: "Tags" });
    expect(items).toEqual([
      { field: "name", label: "Name", message: "No name" },
      { field: "email", label: "Email", message: "Bad e-mail" },
    ]);
  });

  it("is empty without errors", () => {
    expect(errorSummaryItems({}, { name: "Name" })).toEqual([]);
  });
});
