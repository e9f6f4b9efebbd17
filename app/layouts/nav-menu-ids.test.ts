import { describe, expect, it } from "vitest";
import { mainNavigation } from "~/config/navigation";
import { navMenuAnchor, navMenuId } from "./nav-menu-ids";

describe("navMenuId", () => {
  it("builds an id from the item's path", () => {
    expect(navMenuId("/ecosystem")).toBe("nav-menu-ecosystem");
    expect(navMenuId("/solutions-services")).toBe("nav-menu-solutions-services");
    expect(navMenuId("/")).toBe("nav-menu-home");
  });

  it("gives every main navigation item its own id", () => {
    const ids = mainNavigation.map((item) => navMenuId(item.path));
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names the anchor after the id, as a CSS dashed ident", () => {
    expect(navMenuAnchor("/resources")).toBe("--nav-menu-resources");
  });
});
