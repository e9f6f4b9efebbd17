import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentOrganisations, contentPeople, distinctByName, peopleIn, photoReferences } from "./content-image-owners";
import { imageSlug } from "./image-slug";
import { missingPhotoMessages } from "./missing-photos";
import { listPhotoFiles } from "./photo-files";

const names = new Set(contentPeople.map((p) => p.name));

describe("the people and organisations in content", () => {
  it("finds testimonial authors and people with a role, with where each record is", () => {
    const people = peopleIn({
      "/app/content/x.ts": {
        quotes: [{ quote: "Good.", author: "A. Author", position: "CEO", image: "a.jpg" }],
        team: { lead: { name: "B. Lead", role: "Head" } },
        bodies: [{ name: "Strategy & Innovation", reviewCycle: "Monthly" }],
      },
    });
    expect(people).toEqual([
      { name: "A. Author", image: "a.jpg", where: "app/content/x.ts quotes[0].image" },
      { name: "B. Lead", where: "app/content/x.ts team.lead.image" },
    ]);
  });

  it("leaves out the people who moved to the people collection: the audience pages' advisory contacts and corporate quotes", () => {
    expect(names).not.toContain("Sandeep Chatterjee");
    expect(names).not.toContain("Dr. Latha Natarajan");
    expect(names).not.toContain("Farah Qureshi");
  });

  it("names only photos that exist in app/assets/photos/ (the check the build makes)", () => {
    const available = new Set(listPhotoFiles(fileURLToPath(new URL("../../assets/photos/", import.meta.url))));
    const references = photoReferences([...contentPeople, ...contentOrganisations]);
    expect(missingPhotoMessages(references, available)).toEqual([]);
  });

  it("gives each distinct name one entry", () => {
    const owners = [{ name: "Arjun Bhatnagar" }, { name: "Arjun  Bhatnagar" }, { name: "Farah Qureshi" }];
    expect(distinctByName(owners, imageSlug)).toEqual([{ name: "Arjun Bhatnagar" }, { name: "Farah Qureshi" }]);
  });
});
