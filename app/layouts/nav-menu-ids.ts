/**
 * The id of a navigation item's dropdown (the popover a toggle button opens):
 * "/solutions-services" -> "nav-menu-solutions-services". Ids are built from
 * paths at build time, so the markup needs no script to connect them.
 */
export function navMenuId(itemPath: string): string {
  const slug = itemPath.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-").toLowerCase();
  return `nav-menu-${slug || "home"}`;
}

/** The CSS anchor name that places a dropdown under its item (CSS anchor positioning). */
export function navMenuAnchor(itemPath: string): string {
  return `--${navMenuId(itemPath)}`;
}

/** The phone menu's popover. */
export const PHONE_MENU_ID = "phone-menu";

/** The phone menu's groups share this <details name>, so one group is open at a time. */
export const PHONE_MENU_GROUP_NAME = "phone-menu-group";
