import { describe, expect, it } from "vitest";
import { containsPattern, leadSearchText, normalizeSearch, summarizeLead } from "./lead-summary.ts";

describe("summarizeLead", () => {
  it("finds the name, organisation and message of each form", () => {
    expect(summarizeLead({ name: "Priya", organization: "Sahyadri Agro", message: "Hi" })).toEqual({ name: "Priya", organisation: "Sahyadri Agro", message: "Hi" });
    expect(summarizeLead({ founderName: "Aditya", companyName: "Krishiyantra", motivation: "Soil" })).toEqual({
      name: "Aditya",
      organisation: "Krishiyantra",
      message: "Soil",
    });
    expect(summarizeLead({ contactPerson: "Meera", organizationName: "Deccan Fintech", proposal: "Cohort" })).toEqual({
      name: "Meera",
      organisation: "Deccan Fintech",
      message: "Cohort",
    });
    expect(summarizeLead({ name: "Ravi", company: "Tata", message: "x" }).organisation).toBe("Tata");
    expect(summarizeLead({})).toEqual({ name: "", organisation: "", message: "" });
  });
});

describe("leadSearchText", () => {
  it("holds name, e-mail, organisation and message in lower case and nothing else", () => {
    const text = leadSearchText("Priya@Sahyadri.in", { name: "Priya DESHMUKH", organization: "Sahyadri", message: "नमस्ते Cohort", role: "Director" });
    expect(text).toBe("priya deshmukh\npriya@sahyadri.in\nsahyadri\nनमस्ते cohort");
    expect(text).not.toContain("director");
  });
});

describe("containsPattern", () => {
  it("takes LIKE's wildcards and the escape character literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(containsPattern("Priya")).toBe("%priya%");
    expect(normalizeSearch("e\u0301")).toBe("\u00e9");
  });
});
