import type { MetaDescriptor } from "react-router";
import { pageTitle } from "~/lib/seo-meta";

/** The titles of the pages a plain form post is answered with. */
export const FORM_PAGE_TITLE = "Please check the form";
export const THANKS_PAGE_TITLE = "Thank you";
export const STATUS_LOOKUP_PAGE_TITLE = "Your application status";

/**
 * The <head> of a page rendered as a form post's answer: its title, and
 * noindex, since it exists only for the visitor who sent the form (the
 * server also sends X-Robots-Tag). No canonical: no address of it is to be shared.
 */
export function formPostPageHead(title: string, path: string): MetaDescriptor[] {
  return [{ title: pageTitle(title, path) }, { name: "robots", content: "noindex" }];
}
