/** Marks each lead's link in the inbox list (inbox-list.tsx), so j and k can move between them. */
export const INBOX_LEAD_LINK = "data-inbox-lead";

/**
 * Moves the keyboard focus to the next (1) or previous (-1) lead's link in the
 * list as shown (the table on a wide screen, the cards on a phone; the hidden
 * one has no boxes). From outside the list, j starts at the top and k at the
 * bottom; at either end the focus stays.
 */
export function focusLeadRow(step: 1 | -1, root: ParentNode = document): void {
  const links = [...root.querySelectorAll<HTMLElement>(`[${INBOX_LEAD_LINK}]`)].filter((link) => link.getClientRects().length > 0);
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLElement);
  const to = at === -1 ? (step === 1 ? 0 : links.length - 1) : Math.min(Math.max(at + step, 0), links.length - 1);
  links[to]?.focus();
}
