import { type Carrying, firstUse, interactiveOnDemand, nearViewport } from "~/components/static-content/interactive-on-demand";
import { KIT_LOAD_FAILED } from "./lead-form-kit";

/** Keys that move within a widget (arrows between tabs, Home, End); a text field moves its caret with them itself. */
const MOVING_KEY = /^(Arrow|Home$|End$|Page)/;

/** What a form carries over from its markup (interactiveFormOnFirstUse, below), and says when its code cannot load. */
const carryingAForm: Carrying<string[]> = {
  load: () => import("./entered-fields").then((module) => module.carryEnteredFields),
  unavailable: (
    <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {KIT_LOAD_FAILED}
    </p>
  ),
  record: (box, signal) => {
    const keys: string[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      const inTextField = event.target instanceof Element && event.target.matches("input, textarea, select");
      if (MOVING_KEY.test(event.key) && !inTextField) keys.push(event.key);
    };
    box.addEventListener("keydown", onKeyDown, { signal });
    return keys;
  },
};

/**
 * A form, or a part made of controls (a search with filters, a library's
 * download buttons, tabs), whose code need not be in its page's first load:
 * its prerendered markup is hydrated as it is, and its module loads on first
 * use (a pointer or keyboard focus coming to it, a click, an input), like the
 * site's menus (interactiveOnFirstUse). On top of what those carry over:
 *
 * - what the visitor typed, chose or ticked in the markup before the code
 *   arrived is entered again in the form React renders, through its own
 *   change handlers (./entered-fields.ts, loaded with the form's code), and
 *   cards that had faded in stay in;
 * - keys that move within a widget (arrows between tabs) pressed on the
 *   markup are pressed again on the control that has focus;
 * - a submit before the code has arrived stays on the page; the press on
 *   the submit button (or the Enter key's) is carried over once the values
 *   are in the form's state, so the form sends them itself (a form sent
 *   with no press is sent again);
 * - if the code then cannot load, the form says so below the markup, keeps
 *   every value, and the next press tries again.
 *
 * `atOnce` loads the code as soon as the page has hydrated, for a visit
 * that needs it (a link's ?topic= that starts the message).
 */
export const interactiveFormOnFirstUse = interactiveOnDemand(firstUse, carryingAForm);

/**
 * A form far down its page (a self-assessment), whose code loads as the
 * visitor scrolls near it rather than at first use: its markup may hold
 * controls that wait for the code (a button disabled until the form can
 * work), which the visitor reaches only once the code is there. What they
 * entered before is carried over as for interactiveFormOnFirstUse.
 */
export const interactiveFormWhenVisible = interactiveOnDemand(nearViewport, carryingAForm);
