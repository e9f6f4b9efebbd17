import { use } from "react";
import type { PagePath } from "~/config/page-titles";
import { isHydrating } from "./use-hydrated";

type Descriptions = Record<PagePath, string>;

let loading: Promise<Descriptions> | undefined;
let loaded: Descriptions | undefined;

/** Loads the page descriptions once (config/page-descriptions.ts, a chunk of its own). */
export function loadPageDescriptions(): Promise<Descriptions> {
  loading ??= import("~/config/page-descriptions").then(({ pageDescriptions }) => (loaded = pageDescriptions));
  return loading;
}

/** The description in the prerendered <head>, which is this page's while it hydrates. */
function prerenderedDescription(): string | null {
  return document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null;
}

/**
 * A registered page's description, for its <head> (route meta) and banner,
 * without putting every page's description in every page's first load:
 * - prerendering waits for the descriptions (React's `use`);
 * - while the page hydrates, the prerendered <head> already says it;
 * - after that (a client-side navigation, inside the router's transition) the
 *   first call loads them and suspends until they are there.
 * Call it only while React renders (route meta runs inside <Meta>).
 */
export function pageDescription(path: PagePath): string {
  if (loaded) return loaded[path];
  const prerendered = isHydrating() ? prerenderedDescription() : null;
  return prerendered ?? use(loadPageDescriptions())[path];
}
