import { Icon } from "~/components/icon";
import { getStartedPath, mainNavigation } from "~/config/navigation";
import { ApplyLink } from "./apply-link";
import { isNavItemActive } from "./nav-highlight";
import { PHONE_MENU_GROUP_NAME, PHONE_MENU_ID } from "./nav-menu-ids";

/**
 * Small screens: a toggle button and its popover menu, with no script. The
 * popover closes on Escape (focus back on the toggle) or a tap elsewhere; a
 * navigation loads the next page, where it starts closed. Each group is a
 * <details> sharing one name, so opening one closes the other; the current
 * section's group starts open. Below the items: Apply and Get Started.
 */
export function PhoneMenu({ pathname }: { pathname: string }) {
  return (
    <div className="xl:hidden">
      <button type="button" popoverTarget={PHONE_MENU_ID} className="phone-menu-toggle rounded-md p-2 text-slate-700 hover:bg-slate-100">
        {/* Which icon and name show follows the popover's state (site-shell.css). */}
        <span className="phone-menu-when-closed">
          <Icon name="menu" />
          <span className="sr-only">Open menu</span>
        </span>
        <span className="phone-menu-when-open">
          <Icon name="x" />
          <span className="sr-only">Close menu</span>
        </span>
      </button>
      <div id={PHONE_MENU_ID} popover="auto" className="phone-menu border-t border-slate-200 bg-white shadow-lg">
        <ul className="space-y-1 p-4">
          {mainNavigation.map((item) => {
            const active = isNavItemActive(item.path, pathname);
            return (
              <li key={item.path} className="relative">
                <a
                  href={item.path}
                  data-active={active}
                  className={`block rounded-md px-3 py-2 font-medium ${item.submenu ? "mr-12" : ""} ${active ? "bg-brand-50 text-brand-700" : "text-slate-800"}`}
                  aria-current={pathname === item.path ? "page" : undefined}
                >
                  {item.name}
                </a>
                {item.submenu && (
                  <details name={PHONE_MENU_GROUP_NAME} className="phone-menu-group" open={active}>
                    <summary className="absolute top-0 right-0 flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100">
                      <Icon name="chevron-down" className="phone-menu-group-chevron size-5 transition-transform" />
                      <span className="sr-only">{item.name} pages</span>
                    </summary>
                    <ul className="ml-4 border-l border-slate-200 pl-2">
                      {item.submenu.map((child) => {
                        const childActive = isNavItemActive(child.path, pathname);
                        return (
                          <li key={child.path}>
                            <a
                              href={child.path}
                              data-active={childActive}
                              aria-current={childActive ? "page" : undefined}
                              className={`block rounded-md px-3 py-2 text-sm ${childActive ? "font-semibold text-brand-700" : "text-slate-700"}`}
                            >
                              {child.name}
                            </a>
                          </li>
                        );
                      })}
                    </ul>
                  </details>
                )}
              </li>
            );
          })}
          <li className="grid grid-cols-2 gap-2 pt-2">
            <ApplyLink pathname={pathname} className="w-full" />
            <a href={getStartedPath} className="btn btn-primary w-full">
              Get Started
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
