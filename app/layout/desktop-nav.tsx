import { useId, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { type NavItem, mainNavigation } from "~/config/navigation";
import { isNavItemActive } from "./nav-highlight";

const itemClass = (active: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${active ? "text-brand-700 bg-brand-50" : "text-slate-700 hover:text-brand-700 hover:bg-slate-100"}`;

/** Desktop navigation: dropdowns open on hover and on keyboard focus. */
export function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <ul className="hidden items-center gap-1 lg:flex">
      {mainNavigation.map((item) =>
        item.submenu ? (
          <DropdownItem key={item.path} item={item} pathname={pathname} />
        ) : (
          <li key={item.path}>
            <Link
              to={item.path}
              data-active={isNavItemActive(item.path, pathname)}
              className={itemClass(isNavItemActive(item.path, pathname))}
              aria-current={isNavItemActive(item.path, pathname) ? "page" : undefined}
            >
              {item.name}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

function DropdownItem({ item, pathname }: { item: NavItem; pathname: string }) {
  // The menu is open for the page it was opened on, so a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  // After Escape, focus returns to the toggle without reopening the menu;
  // leaving the item clears this.
  // A ref, because the focus event fires synchronously inside the Escape handler.
  const dismissed = useRef(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const active = isNavItemActive(item.path, pathname);

  return (
    // The item as a whole opens on hover and when focus enters it; the toggle
    // button inside is the keyboard control.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (!dismissed.current) setOpen(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          setOpen(false);
          dismissed.current = false;
        }
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
          dismissed.current = true;
          toggleRef.current?.focus();
        }
      }}
    >
      <span className="flex items-center">
        <Link to={item.path} data-active={active} className={itemClass(active)} aria-current={pathname === item.path ? "page" : undefined}>
          {item.name}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <Icon name="chevron-down" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} label={`${item.name} menu`} />
        </button>
      </span>
      <div id={menuId} hidden={!open} className="absolute left-0 top-full z-50 pt-2">
        <ul className="w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {item.submenu?.map((child) => {
            const childActive = isNavItemActive(child.path, pathname);
            return (
              <li key={child.path}>
                <Link
                  to={child.path}
                  className={`block rounded-lg px-3 py-2 text-sm ${childActive ? "bg-brand-50 font-semibold text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
                  aria-current={childActive ? "page" : undefined}
                >
                  {child.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
