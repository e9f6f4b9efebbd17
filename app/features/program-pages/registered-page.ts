import { type PagePath, isPagePath } from "~/config/pages";

/**
 * The page /solutions-services/<id> of the entry app/content/<collection>/<id>.yaml,
 * which must be in the page registry (app/config/pages.ts: its name, title and
 * description); the build stops, naming the file, when it is not.
 */
export function registeredPagePath(collection: string, id: string): PagePath {
  const path = `/solutions-services/${id}`;
  if (!isPagePath(path)) {
    throw new Error(`app/content/${collection}/${id}.yaml: its page ${path} is not in app/config/pages.ts; add it there (name, title, description)`);
  }
  return path;
}
