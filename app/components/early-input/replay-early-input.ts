/**
 * What a visitor did to an island's controls before React took them over,
 * handed to React as if done now.
 *
 * An island that hydrates on first use (client:first-use) starts loading on
 * the press that is meant for it: a tap on a checkbox ticks the box natively
 * long before the code arrives. Hydration keeps what the DOM shows (React does
 * not reset a checked box or typed text) but the component's state still says
 * "unticked", so the page shows a tick that no score counts. Each control
 * whose DOM state differs from what React rendered (its default, which React
 * sets from the controlled value) is set back and changed again the way React
 * listens for: a click for a checkbox or radio, an input event for text.
 */
export function replayEarlyInput(root: ParentNode): void {
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (control.disabled) continue;
    if (isChoice(control)) replayChoice(control);
    else if (isTyped(control) && control.value !== control.defaultValue) replayTyping(control);
  }
}

function isChoice(control: HTMLInputElement | HTMLTextAreaElement): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
}

/** Text-like fields; a file input's value cannot be set, and buttons have none to keep. */
const TYPED_INPUT_TYPES = new Set(["text", "search", "email", "tel", "url", "number", "password"]);

function isTyped(control: HTMLInputElement | HTMLTextAreaElement): boolean {
  return control instanceof HTMLTextAreaElement || TYPED_INPUT_TYPES.has(control.type);
}

function replayChoice(input: HTMLInputElement): void {
  if (input.checked === input.defaultChecked) return;
  // An unchecked radio whose group the visitor moved elsewhere: the checked one replays the choice.
  if (input.type === "radio" && !input.checked) return;
  // Through the element's own property, so React's value tracker records the state it rendered;
  // the click then makes the change React detects, and fires the component's onChange.
  input.checked = !input.checked;
  input.click();
}

function replayTyping(control: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = control.value;
  control.value = control.defaultValue;
  // The prototype's setter bypasses React's tracker, which keeps the rendered value: the input event reads as a change.
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, typed);
  control.dispatchEvent(new Event("input", { bubbles: true }));
}
