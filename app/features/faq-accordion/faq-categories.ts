/**
 * The FAQ's categories, in the order the page shows them. An entry of
 * app/content/faq/ names one of these as its `category`; each one's title and
 * icon are in app/content/faq-page.yaml. Its element id, the target of 'Jump
 * to Category', is `faq-<id>`.
 */
export const FAQ_CATEGORY_IDS = ["about", "entrepreneurs", "troup-model", "partnerships", "resources"] as const;

export type FaqCategoryId = (typeof FAQ_CATEGORY_IDS)[number];
