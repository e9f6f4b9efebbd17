import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type ElementPath, elementAt, elementPath } from "./element-path";
import { type ComponentExport, type ComponentModuleLoader, type PropsOf, lazyExport, usePrerenderedMarkup } from "./prerendered-markup";

/** How far below (or above) the viewport a piece's code starts to load. */
export const NEAR_VIEWPORT_MARGIN = "300px";

/** How long after a pointer is lifted its click may still come (a phone's tap). */
const CLICK_WAIT_MS = 300;

/** Calls `activate` when the piece in `box` needs its code, until `signal` aborts. */
export type Demand = (box: HTMLElement, activate: () => void, signal: AbortSignal) => void;

/** The piece (or, its box having no layout box, one of its children) comes within NEAR_VIEWPORT_MARGIN of the viewport. */
export const nearViewport: Demand = (box, activate, signal) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      activate();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  for (const child of box.children) observer.observe(child);
  signal.addEventListener("abort", () => observer.disconnect());
};

/**
 * A pointer comes over the piece (a mouse, or a finger touching it), keyboard
 * focus comes into it, or a click or an input lands in it with neither
 * before (a screen reader's activation, a browser's autofill).
 */
export const firstUse: Demand = (box, activate, signal) => {
  for (const type of ["pointerover", "focusin", "click", "input"]) box.addEventListener(type, activate, { signal });
};

/** What the visitor did to the prerendered markup before the code arrived (null: nothing to carry over). */
type Pending = {
  focus: ElementPath | null;
  click: ElementPath | null;
  /** A form sent with no press on one of its buttons (a script's requestSubmit()). */
  sentForm: ElementPath | null;
  hover: ElementPath | null;
  carried: CarriedOver | null;
} | null;

/**
 * Reads more of what the visitor did from the markup (`box`), with what
 * `Carrying.record` recorded, just before React renders the code in its
 * place; the function it returns applies that to what React rendered, and
 * answers true when a carried-over press must wait for React's next update.
 */
export type CarryOver<Recorded> = (box: Element, recorded: Recorded) => CarriedOver;
type CarriedOver = (rendered: Element) => boolean;

/**
 * What a kind of piece carries over from its markup besides focus, presses
 * and hover (a form's entered values: features/lead-forms/form-on-first-use.tsx).
 */
export type Carrying<Recorded> = {
  /** Loaded with the piece's code. */
  load: () => Promise<CarryOver<Recorded>>;
  /** Shown after the markup when the visitor sent it (a form's submit) and its code could not load. */
  unavailable: ReactNode;
  /** Records on the markup, until `signal` aborts, what the carry-over will need that the markup does not keep (keys pressed). */
  record: (box: HTMLElement, signal: AbortSignal) => Recorded;
};

/** Options of a piece on demand. */
type OnDemandOptions<Props> = {
  /** True when the piece needs its code as soon as the page has hydrated (a link's ?topic= that fills in a form). */
  atOnce?: (props: Props) => boolean;
};

/** A piece's module, the export in it, and when it needs its code at once, as interactiveWhenVisible and interactiveOnFirstUse take them. */
type OnDemandFactory = {
  <Module extends { default: ComponentType<never> }>(load: () => Promise<Module>): ComponentType<PropsOf<Module["default"]>>;
  <Module, Name extends ComponentExport<Module>>(
    load: () => Promise<Module>,
    name: Name,
    options?: OnDemandOptions<PropsOf<Module[Name]>>,
  ): ComponentType<PropsOf<Module[Name]>>;
};

/**
 * An interactive part of a page whose code need not be in the page's first
 * load, because the visitor cannot use it at once:
 *
 * - Prerendering renders it in full, as it first looks.
 * - Hydration keeps that markup, like static content: its code is not loaded
 *   and its in-site links navigate in the router.
 * - When `demand` says so, its module loads; once it is there, React renders
 *   it in place of the markup synchronously, in the same task that reads
 *   what the visitor did, so no input falls between the two. Keyboard focus
 *   inside stays on the same control, a button pressed before the code
 *   arrived is pressed again, and a pointer resting on it is announced again
 *   (hover effects take hold). A press under way when the code arrives ends
 *   on the markup first, so it is not lost, and so does a word being
 *   composed by a phone's keyboard or an input method. If the module cannot load, the
 *   markup stays, and a later click tries again.
 * - With `carrying` (a form), its markup is never submitted by the browser:
 *   the submit button's press is carried over instead (a form sent with no
 *   press is sent again), after what
 *   `carrying` read from the markup is in the component; if the code could
 *   not load after such a submit, `carrying.unavailable` shows below the
 *   markup.
 * - `atOnce(props)` loads the code as soon as the page has hydrated.
 * - Mounted after hydration (a client-side navigation), or given new props,
 *   it renders at once, like static content.
 * - Once React renders it in the browser, its box carries `data-interactive`.
 *
 * Its first render must be a function of its props (small values), so that
 * the prerendered markup is what it renders.
 */
export function interactiveOnDemand<Recorded>(demand: Demand, carrying?: Carrying<Recorded>): OnDemandFactory {
  return ((load: ComponentModuleLoader, name = "default", options: OnDemandOptions<object> = {}): ComponentType<object> => {
    const Content = lazyExport(load, name);
    function InteractiveOnDemand(props: object) {
      const { id, hydrated, markup, box, dropMarkup } = usePrerenderedMarkup(props);
      const atOnce = options.atOnce?.(props) ?? false;
      const pending = useRef<Pending>(null);
      /** The component once activation has loaded it: rendered without suspending. */
      const [Loaded, setLoaded] = useState<ComponentType<object> | null>(null);
      /** A form was sent before its code arrived, and the code could not load. */
      const [unavailable, setUnavailable] = useState(false);

      useEffect(() => {
        const element = box.current;
        if (markup === null || !element) return;
        // Aborted once the code renders, or when the effect is cleaned up:
        // every listener below goes, and a module arriving late is ignored.
        const watching = new AbortController();
        const { signal } = watching;
        let pressing = false;
        let loading: "no" | "yes" | "failed" = "no";
        let sent = false;
        let arrived: ComponentType<object> | null = null;
        let carryOver: CarryOver<Recorded> | undefined;
        const recorded = carrying?.record(element, signal);
        let clicked: ElementPath | null = null;
        let sentForm: ElementPath | null = null;
        // What the visitor did is read, and React renders the code in place
        // of the markup, in one go: no input can come in between.
        const render = () => {
          const component = arrived;
          if (signal.aborted || pressing || !component) return;
          watching.abort();
          const focused = document.activeElement;
          const hovered = [...element.querySelectorAll(":hover")].at(-1);
          pending.current = {
            focus: focused && element.contains(focused) ? elementPath(element, focused) : null,
            click: clicked,
            sentForm,
            hover: hovered ? elementPath(element, hovered) : null,
            carried: carryOver && carrying ? carryOver(element, recorded as Recorded) : null,
          };
          flushSync(() => {
            setLoaded(() => component);
            setUnavailable(false);
            dropMarkup();
          });
        };
        // A press ends with its click, or without one (the pointer left,
        // the press was cancelled): the code may render then. A word being
        // composed (a phone's keyboard, an Indic input method) is a press
        // too, until it is committed: replacing its field would break it.
        let pressEnd: ReturnType<typeof setTimeout> | undefined;
        const onPressEnd = () => {
          clearTimeout(pressEnd);
          pressing = false;
          render();
        };
        const onPointerDown = () => {
          clearTimeout(pressEnd);
          pressing = true;
        };
        const onPointerUp = () => {
          pressEnd = setTimeout(onPressEnd, CLICK_WAIT_MS);
        };
        const loadCode = () => {
          loading = "yes";
          Promise.all([load(), carrying?.load()]).then(
            ([module, carry]) => {
              arrived = module[name] ?? null;
              carryOver = carry;
              render();
            },
            () => {
              loading = "failed";
              if (sent && !signal.aborted) setUnavailable(true);
            },
          );
        };
        // The first demand loads the code; after a failed load, a click or a
        // submit (not every pointer movement) tries again.
        const activate = () => {
          if (loading === "no") loadCode();
        };
        const retry = () => {
          if (loading === "failed") loadCode();
        };
        const onClick = (event: MouseEvent) => {
          const button = event.target instanceof Element ? event.target.closest("button") : null;
          if (button && element.contains(button)) clicked = elementPath(element, button);
          retry();
          onPressEnd();
        };
        // A form sent before its code arrives is not sent by the browser (it
        // would leave the page): its button's click is carried over instead,
        // or, sent with no press, the form is sent again.
        const onSubmit = (event: SubmitEvent) => {
          event.preventDefault();
          sent = true;
          const pressed = clicked && elementAt(element, clicked);
          if (event.target instanceof Element && (!event.submitter || event.submitter !== pressed)) sentForm = elementPath(element, event.target);
          activate();
          retry();
        };
        element.addEventListener("pointerdown", onPointerDown, { signal });
        element.addEventListener("pointerup", onPointerUp, { signal });
        element.addEventListener("pointercancel", onPressEnd, { signal });
        element.addEventListener("compositionstart", onPointerDown, { signal });
        element.addEventListener("compositionend", onPressEnd, { signal });
        element.addEventListener("click", onClick, { signal });
        if (carrying) element.addEventListener("submit", onSubmit, { signal });
        if (atOnce) activate();
        else demand(element, activate, signal);
        return () => {
          watching.abort();
          clearTimeout(pressEnd);
        };
      }, [markup, box, dropMarkup, atOnce]);

      // Rendered by React now: carry over what the visitor did to the markup.
      useEffect(() => {
        const element = box.current;
        if (markup !== null || !element || !pending.current) return;
        const { focus, click, sentForm, hover, carried } = pending.current;
        pending.current = null;
        if (hover) elementAt(element, hover)?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
        const pressLater = carried?.(element) ?? false;
        if (focus) (elementAt(element, focus) as HTMLElement | null)?.focus();
        const press = () => {
          if (click) (elementAt(element, click) as HTMLElement | null)?.click();
          if (sentForm) (elementAt(element, sentForm) as HTMLFormElement | null)?.requestSubmit();
        };
        if (pressLater) setTimeout(press);
        else press();
      }, [markup, box]);

      if (markup !== null) {
        return (
          <>
            <div ref={box} className="contents" data-static-content={id} dangerouslySetInnerHTML={{ __html: markup }} />
            {unavailable ? carrying?.unavailable : null}
          </>
        );
      }
      return (
        <div ref={box} className="contents" data-static-content={id} data-interactive={hydrated ? "" : undefined}>
          {Loaded ? <Loaded {...props} /> : <Content {...props} />}
        </div>
      );
    }
    return InteractiveOnDemand;
  }) as OnDemandFactory;
}

/** A part below the first screen (a testimonial carousel): its code loads as the visitor scrolls near it. */
export const interactiveWhenVisible = interactiveOnDemand(nearViewport);

/** A part the visitor has to reach for (the site's menus): its code loads when a pointer or keyboard focus comes to it. */
export const interactiveOnFirstUse = interactiveOnDemand(firstUse);
