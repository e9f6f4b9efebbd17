import type { CSSProperties } from "react";
import { Icon } from "~/components/icon";
import { type NavItem, mainNavigation } from "~/config/navigation";
import { isNavItemActive } from "./nav-highlight";
import { navMenuAnchor, navMenuId } from "./nav-menu-ids";

const itemClass = (active: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${active ? "text-brand-700 bg-brand-50" : "text-slate-700 hover:text-brand-700 hover:bg-slate-100"}`;

/**
 * Desktop navigation, rendered to HTML with no script. A dropdown is a
 * popover its chevron button toggles (popovertarget): Enter or a click opens
 * it, Tab moves from the button into it, Escape or a click elsewhere closes
 * it and gives focus back to the button; ArrowDown on the item or its button
 * opens it at its first link (hover-menu-dismissal.astro). Focus alone never
 * opens it, so Tab walks the bar in 13 steps. A mouse pointer over the item
 * also shows it (CSS, site-shell.css). Shown from the xl breakpoint (1280 px),
 * where the seven items, Apply and Get Started fit on one line; below it the
 * phone menu's toggle takes over.
 */
export function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <ul className="hidden items-center gap-0.5 xl:flex">
      {mainNavigation.map((item) =>
        item.submenu ? (
          <DropdownItem key={item.path} item={item} pathname={pathname} />
        ) : (
          <li key={item.path}>
            <NavLink item={item} pathname={pathname} />
          </li>
        ),
      )}
    </ul>
  );
}

function NavLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isNavItemActive(item.path, pathname);
  return (
    <a href={item.path} data-active={active} className={itemClass(active)} aria-current={pathname === item.path ? "page" : undefined}>
      {item.name}
    </a>
  );
}

function DropdownItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const menuId = navMenuId(item.path);
  // The dropdown, in the top layer once opened, is placed under its item by this anchor.
  const anchor = { "--nav-menu-anchor": navMenuAnchor(item.path) } as CSSProperties;
  return (
    <li className="nav-dropdown" style={anchor}>
      <span className="flex items-center">
        <NavLink item={item} pathname={pathname} />
        <button type="button" popoverTarget={menuId} className="nav-dropdown-toggle rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-brand-700">
          <Icon name="chevron-down" className="nav-dropdown-chevron size-4 transition-transform" label={`${item.name} menu`} />
        </button>
      </span>
      {/* No display class here: the popover's own rules decide when it shows. */}
      <div id={menuId} popover="auto" className="nav-dropdown-menu" style={anchor}>
        <ul className="w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {item.submenu?.map((child) => {
            const childActive = isNavItemActive(child.path, pathname);
            return (
              <li key={child.path}>
                <a
                  href={child.path}
                  data-active={childActive}
                  className={`block rounded-lg px-3 py-2 text-sm ${childActive ? "bg-brand-50 font-semibold text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
                  aria-current={childActive ? "page" : undefined}
                >
                  {child.name}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
