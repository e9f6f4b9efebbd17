import { NEWSLETTER_API, NEWSLETTER_TOKEN_PARAM } from "../../../contract/newsletter/newsletter-paths.ts";
import { NEWSLETTER_TEXTS } from "../../../contract/newsletter/newsletter-texts.ts";
import type { LinkPurpose } from "./newsletter-links.ts";

/**
 * The link page when the build's renderer is missing (a partial copy, the
 * API tests): the same heading, sentence and one button, as bare HTML with
 * no script and no style, so a mail's link still asks before it acts.
 */
export function linkButtonPageHtml(purpose: LinkPurpose, token: string): string {
  const { heading, text, button, action } = wordsFor(purpose);
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head>`,
    `<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>`,
    `<form method="post" action="${action}"><input type="hidden" name="${NEWSLETTER_TOKEN_PARAM}" value="${escapeHtml(token)}">`,
    `<button type="submit">${escapeHtml(button)}</button></form></main></body></html>`,
  ].join("\n");
}

/** What the visitor reads if the renderer fails on the link page: no button can be shown, so the way to try again. */
export function linkButtonPageText(purpose: LinkPurpose): string {
  const { heading } = wordsFor(purpose);
  return `${heading}\nThis page could not be shown just now. Nothing has changed; please open the link from the mail again in a minute.`;
}

function wordsFor(purpose: LinkPurpose) {
  return purpose === "confirm"
    ? { heading: NEWSLETTER_TEXTS.pressToConfirmHeading, text: NEWSLETTER_TEXTS.pressToConfirm, button: NEWSLETTER_TEXTS.pressToConfirmButton, action: NEWSLETTER_API.confirm }
    : { heading: NEWSLETTER_TEXTS.pressToUnsubscribeHeading, text: NEWSLETTER_TEXTS.pressToUnsubscribe, button: NEWSLETTER_TEXTS.pressToUnsubscribeButton, action: NEWSLETTER_API.unsubscribe };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
