/** Removes a trailing slash (prerendering requests "/about-us/"), keeping "/". */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/**
 * The highlight rule: an item is active when the current path equals its path
 * or lies below it; Home only when the path is exactly "/".
 */
export function isNavItemActive(itemPath: string, currentPath: string): boolean {
  const path = normalizePath(currentPath);
  if (itemPath === "/") return path === "/";
  return path === itemPath || path.startsWith(`${itemPath}/`);
}
