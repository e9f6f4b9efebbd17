import { describe, expect, it } from "vitest";
import { isOpen, listOrder, openJobs } from "./open-jobs";


describe("openJobs", () => {
  const jobs = [{ slug: "no-closing-day" }, { slug: "closes-today", closes: "2027-01-31" }, { slug: "closed-yesterday", closes: "2027-01-30" }];

  it("keeps a role on its closing day and drops it the day after; a role without a closing day stays", () => {
    expect(openJobs(jobs, "2027-01-31").map((job) => job.slug)).toEqual(["no-closing-day", "closes-today"]);
    expect(openJobs(jobs, "2027-02-01").map((job) => job.slug)).toEqual(["no-closing-day"]);
    expect(isOpen({}, "2099-12-31")).toBe(true);
  });
});

describe("listOrder", () => {
  it("puts roles with an order first, by it, then the others newest first", () => {
    const jobs = [
      { slug: "old", posted: "2026-01-01" },
      { slug: "second", order: 2, posted: "2026-01-01" },
      { slug: "new", posted: "2026-06-01" },
      { slug: "first", order: 1, posted: "2025-01-01" },
    ];
    expect(listOrder(jobs).map((job) => job.slug)).toEqual(["first", "second", "new", "old"]);
  });
});
