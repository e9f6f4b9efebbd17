import { useId, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { getStartedPath, mainNavigation } from "~/config/navigation";
import { isNavItemActive } from "./nav-highlight";

/** Small screens: a toggle menu whose groups expand one by one. */
export function MobileMenu({ pathname, hash }: { pathname: string; hash: string }) {
  // Menu state belongs to the page it was opened on, so a navigation closes it.
  const here = `${pathname}${hash}`;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [expandedGroup, setExpandedGroup] = useState<{ on: string; path: string } | null>(null);
  const open = openOn === here;
  const setOpen = (value: boolean) => setOpenOn(value ? here : null);
  const expanded = expandedGroup?.on === here ? expandedGroup.path : null;
  const setExpanded = (path: string | null) => setExpandedGroup(path ? { on: here, path } : null);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    // Escape anywhere in the open menu closes it.
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="lg:hidden"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) close();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? "x" : "menu"} label={open ? "Close menu" : "Open menu"} />
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg">
        <ul className="space-y-1 p-4">
          {mainNavigation.map((item) => {
            const active = isNavItemActive(item.path, pathname);
            const groupId = `${panelId}-${item.path}`;
            const isExpanded = expanded === item.path;
            return (
              <li key={item.path}>
                <div className="flex items-center justify-between">
                  <Link
                    to={item.path}
                    className={`flex-1 rounded-md px-3 py-2 font-medium ${active ? "bg-brand-50 text-brand-700" : "text-slate-800"}`}
                    aria-current={active && pathname === item.path ? "page" : undefined}
                  >
                    {item.name}
                  </Link>
                  {item.submenu && (
                    <button
                      type="button"
                      className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
                      aria-expanded={isExpanded}
                      aria-controls={groupId}
                      onClick={() => setExpanded(isExpanded ? null : item.path)}
                    >
                      <Icon name="chevron-down" className={`size-5 transition-transform ${isExpanded ? "rotate-180" : ""}`} label={`${item.name} pages`} />
                    </button>
                  )}
                </div>
                {item.submenu && (
                  <ul id={groupId} hidden={!isExpanded} className="ml-4 border-l border-slate-200 pl-2">
                    {item.submenu.map((child) => (
                      <li key={child.path}>
                        <Link
                          to={child.path}
                          className={`block rounded-md px-3 py-2 text-sm ${isNavItemActive(child.path, pathname) ? "font-semibold text-brand-700" : "text-slate-700"}`}
                        >
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
          <li className="pt-2">
            <Link to={getStartedPath} className="btn btn-primary w-full">
              Get Started
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
