import { type ComponentType, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type ElementPath, elementAt, elementPath } from "./element-path";
import { type ComponentExport, type ComponentModuleLoader, type PropsOf, lazyExport, usePrerenderedMarkup } from "./prerendered-markup";

/** How far below (or above) the viewport a piece's code starts to load. */
export const NEAR_VIEWPORT_MARGIN = "300px";

/** How long after a pointer is lifted its click may still come (a phone's tap). */
const CLICK_WAIT_MS = 300;

/** Calls `activate` when the piece in `box` needs its code, until `signal` aborts. */
type Demand = (box: HTMLElement, activate: () => void, signal: AbortSignal) => void;

/** The piece (or, its box having no layout box, one of its children) comes within NEAR_VIEWPORT_MARGIN of the viewport. */
const nearViewport: Demand = (box, activate, signal) => {
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
 * focus comes into it, or a click lands in it with neither before (a screen
 * reader's activation).
 */
const firstUse: Demand = (box, activate, signal) => {
  let used = false;
  const onUse = () => {
    if (used) return;
    used = true;
    activate();
  };
  for (const type of ["pointerover", "focusin", "click"]) box.addEventListener(type, onUse, { signal });
};

/** What the visitor did to the prerendered markup before the code arrived (null: nothing to carry over). */
type Pending = { focus: ElementPath | null; click: ElementPath | null; hover: ElementPath | null } | null;

/** A piece's module and the export in it, as interactiveWhenVisible and interactiveOnFirstUse take them. */
type OnDemandFactory = {
  <Module extends { default: ComponentType<never> }>(load: () => Promise<Module>): ComponentType<PropsOf<Module["default"]>>;
  <Module, Name extends ComponentExport<Module>>(load: () => Promise<Module>, name: Name): ComponentType<PropsOf<Module[Name]>>;
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
 *   on the markup first, so it is not lost. If the module cannot load, the
 *   markup stays.
 * - Mounted after hydration (a client-side navigation), or given new props,
 *   it renders at once, like static content.
 * - Once React renders it in the browser, its box carries `data-interactive`.
 *
 * Its first render must be a function of its props (small values), so that
 * the prerendered markup is what it renders.
 */
function interactiveOnDemand(demand: Demand): OnDemandFactory {
  return ((load: ComponentModuleLoader, name = "default"): ComponentType<object> => {
    const Content = lazyExport(load, name);
    function InteractiveOnDemand(props: object) {
      const { id, hydrated, markup, box, dropMarkup } = usePrerenderedMarkup(props);
      const pending = useRef<Pending>(null);
      /** The component once activation has loaded it: rendered without suspending. */
      const [Loaded, setLoaded] = useState<ComponentType<object> | null>(null);

      useEffect(() => {
        const element = box.current;
        if (markup === null || !element) return;
        // Aborted once the code renders, or when the effect is cleaned up:
        // every listener below goes, and a module arriving late is ignored.
        const watching = new AbortController();
        const { signal } = watching;
        let pressing = false;
        let arrived: ComponentType<object> | null = null;
        let clicked: ElementPath | null = null;
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
            hover: hovered ? elementPath(element, hovered) : null,
          };
          flushSync(() => {
            setLoaded(() => component);
            dropMarkup();
          });
        };
        // A press ends with its click, or without one (the pointer left,
        // the press was cancelled): the code may render then.
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
        const onClick = (event: MouseEvent) => {
          const button = event.target instanceof Element ? event.target.closest("button") : null;
          if (button && element.contains(button)) clicked = elementPath(element, button);
          onPressEnd();
        };
        const activate = () => {
          load().then(
            (module) => {
              arrived = module[name] ?? null;
              render();
            },
            () => undefined,
          );
        };
        element.addEventListener("pointerdown", onPointerDown, { signal });
        element.addEventListener("pointerup", onPointerUp, { signal });
        element.addEventListener("pointercancel", onPressEnd, { signal });
        element.addEventListener("click", onClick, { signal });
        demand(element, activate, signal);
        return () => {
          watching.abort();
          clearTimeout(pressEnd);
        };
      }, [markup, box, dropMarkup]);

      // Rendered by React now: carry over what the visitor did to the markup.
      useEffect(() => {
        const element = box.current;
        if (markup !== null || !element || !pending.current) return;
        const { focus, click, hover } = pending.current;
        pending.current = null;
        if (hover) elementAt(element, hover)?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
        if (focus) (elementAt(element, focus) as HTMLElement | null)?.focus();
        if (click) (elementAt(element, click) as HTMLElement | null)?.click();
      }, [markup, box]);

      if (markup !== null) return <div ref={box} className="contents" data-static-content={id} dangerouslySetInnerHTML={{ __html: markup }} />;
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
