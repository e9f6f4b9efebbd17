import { describe, expect, it } from "vitest";
import { distinctByName } from "./content-image-owners";
import { imageSlug } from "./image-slug";

describe("the people and organisations drawn", () => {
  it("gives each distinct name one entry", () => {
    const owners = [{ name: "Arjun Bhatnagar" }, { name: "Arjun  Bhatnagar" }, { name: "Farah Qureshi" }];
    expect(distinctByName(owners, imageSlug)).toEqual([{ name: "Arjun Bhatnagar" }, { name: "Farah Qureshi" }]);
  });
});
