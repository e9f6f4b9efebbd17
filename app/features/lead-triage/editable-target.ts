/**
 * Whether a key press belongs to what has focus rather than to the page's
 * shortcuts: typing in a field, a select, an editable region, or anything in
 * a modal dialog (which has its own keys).
 */
export function isOwnedKeyPress(event: Pick<KeyboardEvent, "target" | "ctrlKey" | "metaKey" | "altKey" | "defaultPrevented" | "isComposing">): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return true;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])")) return true;
  return target.closest("dialog[open]") !== null;
}
