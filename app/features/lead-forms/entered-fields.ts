import { type ElementPath, elementAt, elementPath } from "~/components/static-content/element-path";
import type { CarryOver } from "~/components/static-content/interactive-on-demand";

/** What the visitor entered in one form control of prerendered markup, and where that control sits. */
export type EnteredField = { path: ElementPath; tag: string; type: string } & Entry;

/** A text, a choice in a list, a box ticked or not, or the files chosen. */
type Entry = { value: string } | { checked: boolean } | { files: FileList };

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function typeOf(control: FormControl): string {
  return control instanceof HTMLSelectElement ? (control.multiple ? "select-multiple" : "select-one") : control.type;
}

/** What the visitor entered, left out when the control still holds what the markup gave it. */
function entryOf(control: FormControl): Entry | null {
  if (control instanceof HTMLSelectElement) {
    const changed = [...control.options].some((option) => option.selected !== option.defaultSelected);
    return changed && !control.multiple ? { value: control.value } : null;
  }
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
    return control.checked === control.defaultChecked ? null : { checked: control.checked };
  }
  if (control instanceof HTMLInputElement && control.type === "file") return control.files?.length ? { files: control.files } : null;
  return control.value === control.defaultValue ? null : { value: control.value };
}

/**
 * Every form control in `box` whose value or checked state the visitor
 * changed: read from prerendered markup just before React renders the
 * piece's code in its place.
 */
export function enteredFields(box: Element): EnteredField[] {
  const fields: EnteredField[] = [];
  for (const control of box.querySelectorAll<FormControl>("input, textarea, select")) {
    const entry = entryOf(control);
    const path = entry && elementPath(box, control);
    if (entry && path) fields.push({ path, tag: control.tagName, type: typeOf(control), ...entry });
  }
  return fields;
}

/** Sets a control's value the way typing does, so that React's onChange sees it. */
function typeValue(control: FormControl, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * Enters `fields` again in the controls at the same places in `box`, now
 * rendered by React: values are typed (an input event), boxes ticked by a
 * click, files handed over (a change event), so the component's own
 * handlers take them into its state. A control that is not the same kind
 * as the one read is left alone.
 */
export function enterFieldsAgain(box: Element, fields: readonly EnteredField[]): void {
  for (const field of fields) {
    const control = elementAt(box, field.path) as FormControl | null;
    if (!control || control.tagName !== field.tag || typeOf(control) !== field.type) continue;
    if ("checked" in field) {
      if ((control as HTMLInputElement).checked !== field.checked) control.click();
    } else if ("files" in field) {
      (control as HTMLInputElement).files = field.files;
      control.dispatchEvent(new Event("input", { bubbles: true }));
      control.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (control.value !== field.value) {
      typeValue(control, field.value);
    }
  }
}

/** Where the elements that had faded in (layout/reveal-on-scroll.ts) sit in the markup. */
function revealedPaths(box: Element): ElementPath[] {
  const paths: ElementPath[] = [];
  for (const element of box.querySelectorAll("[data-revealed]")) {
    const path = elementPath(box, element);
    if (path) paths.push(path);
  }
  return paths;
}

/**
 * A form's carry-over from its prerendered markup (form-on-first-use.tsx):
 * the fields entered there, entered again in the form React rendered (a
 * press on its submit button then waits for them to be in its state), the
 * keys recorded on the markup pressed again (form-on-first-use.tsx), and
 * what had faded in on scrolling stays in, so nothing fades in again.
 */
export const carryEnteredFields: CarryOver<readonly string[]> = (markup, keys) => {
  const fields = enteredFields(markup);
  const revealed = revealedPaths(markup);
  return (rendered) => {
    for (const path of revealed) elementAt(rendered, path)?.setAttribute("data-revealed", "");
    enterFieldsAgain(rendered, fields);
    // Once focus is back on its control (right after this), the keys pressed on the markup.
    if (keys.length > 0) setTimeout(() => pressKeysAgain(keys));
    return fields.length > 0;
  };
};

/** Presses `keys` on whatever has focus, one after the other, as the visitor did: its component's handlers move focus on. */
function pressKeysAgain(keys: readonly string[]): void {
  for (const key of keys) document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}
