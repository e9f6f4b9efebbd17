/**
 * Build time only (pages/faq.astro): the FAQ's questions
 * (app/content/faq/<id>.md) under their categories, and the words around them
 * (app/content/faq-page.yaml). Components receive these as props; they never
 * import this module.
 */
import { getCollection, getEntry } from "astro:content";
import { site } from "~/config/site";
import type { FaqContactCopy } from "~/features/faq-contact/faq-contact-block";
import { groupFaq } from "./faq-grouping";
import type { FaqCategory } from "./faq-types";

const page = await getEntry("faqPage", "page");
if (!page) throw new Error("app/content/faq-page.yaml is missing");

const entries = (await getCollection("faq")).map(({ id, data, body }) => {
  if (!body?.trim()) throw new Error(`app/content/faq/${id}.md: the answer, the Markdown under the frontmatter, is empty`);
  return { id, ...data, answer: body };
});

/** The heading of 'Jump to Category'. */
export const faqJumpTitle = page.data.jumpTitle;

/** Every category with its questions, in the page's order. */
export const faqCategories: readonly FaqCategory[] = groupFaq(page.data.categories, entries);

const { liveChatLabel, ...contact } = page.data.contact;

/** The block under the questions; the e-mail address is the site's support address. */
export const faqContact: FaqContactCopy = { ...contact, email: site.supportEmail };

/** The Live Chat button's words (an island's prop). */
export const faqLiveChatLabel = liveChatLabel;
