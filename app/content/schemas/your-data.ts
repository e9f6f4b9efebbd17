/**
 * The words of /legal/your-data (app/content/your-data-page.yaml): why,
 * what the link lets a person do, the form and the other ways to
 * reach us. Its title and summary are the page registry's (app/config/pages.ts). The link's own pages are the server's (contract/data-rights/data-rights-texts.ts).
 */
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { words } from "./fields";

export const yourDataPage = z.strictObject({
  intro: z.array(words).min(1),
  choicesTitle: words,
  choices: z.array(z.strictObject({ title: words, text: words })).min(1),
  form: z.strictObject({ heading: words, emailLabel: words, emailHint: words, button: words, sending: words }),
  otherWaysTitle: words,
  /** {email} becomes the privacy address, as a link. */
  otherWays: words.includes("{email}", { message: "must contain {email}, where the privacy address goes" }),
  privacyEmail: z.email("must be an e-mail address"),
});

export type YourDataPageCopy = z.infer<typeof yourDataPage>;

/** A single YAML document as the one entry "page" of a file collection. */
const singlePage = (source: string) => ({ page: parse(source) as Record<string, unknown> });

export const yourDataCollections = {
  yourDataPage: defineCollection({ loader: file("./app/content/your-data-page.yaml", { parser: singlePage }), schema: yourDataPage }),
};
