function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/**
 * A release's text (HTML rendered from its Markdown) with its dateline
 * ("PUNE, India, April 15, 2025:") in bold at the start of the first
 * paragraph, as a release opens.
 */
export function leadWithDateline(html: string, dateline: string): string {
  const lead = `<strong class="font-semibold text-slate-900">${escapeHtml(dateline)}:</strong> `;
  const first = /<p>/.exec(html);
  if (!first) throw new Error("A press release's text must have a paragraph");
  return `${html.slice(0, first.index + 3)}${lead}${html.slice(first.index + 3)}`;
}
