import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorSummaryItems, validateForm } from "./validate-form";

const schema = z.object({
  name: z.string().trim().min(1, "Please enter your name."),
  email: z.string().trim().min(1, "Please enter your e-mail address.").pipe(z.email("Please enter a valid e-mail address.")),
  tags: z.array(z.enum(["a", "b"])),
});

describe("validateForm", () => {
  it("gives the parsed data when every field is fine", () => {
    expect(validateForm(schema, { name: " Asha ", email: "asha@example.in ", tags: [] })).toEqual({
      ok: true,
      data: { name: "Asha", email: "asha@example.in", tags: [] },
    });
  });

  it("gives one message per invalid field, the first that applies", () => {
    const result = validateForm(schema, { name: "  ", email: "", tags: [] });
    expect(result).toEqual({
      ok: false,
      errors: { name: "Please enter your name.", email: "Please enter your e-mail address." },
    });
  });

  it("reports a malformed e-mail address as such", () => {
    const result = validateForm(schema, { name: "Asha", email: "asha@", tags: [] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ email: "Please enter a valid e-mail address." });
  });

  it("maps an error inside a list to the list's field", () => {
    const result = validateForm(schema, { name: "Asha", email: "a@b.in", tags: ["c" as "a"] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(["tags"]);
  });
});

describe("errorSummaryItems", () => {
  it("lists the errors in form order with their labels", () => {
    const items = errorSummaryItems(
      { email: "Bad e-mail", name: "No name" },
      ["name", "email", "tags"],
      { name: "Name", email: "Email", tags: "Tags" },
    );
    expect(items).toEqual([
      { field: "name", label: "Name", message: "No name" },
      { field: "email", label: "Email", message: "Bad e-mail" },
    ]);
  });

  it("is empty without errors", () => {
    expect(errorSummaryItems({}, ["name"], { name: "Name" })).toEqual([]);
  });
});
