import { type PagePath, isPagePath } from "~/config/page-titles";
import { normalizePath } from "~/layout/nav-highlight";

/**
 * The registered page for the current location, for route modules that serve
 * several paths (legal documents, flagship programmes, self-assessments).
 */
export function registeredPath(pathname: string): PagePath {
  const path = normalizePath(pathname);
  if (!isPagePath(path)) throw new Response("Not found", { status: 404 });
  return path;
}
