import { type ComponentType, startTransition, useEffect, useRef } from "react";
import { type ElementPath, elementAt, elementPath } from "./element-path";
import { type ComponentExport, type ComponentModuleLoader, type PropsOf, lazyExport, usePrerenderedMarkup } from "./prerendered-markup";

/** How far below (or above) the viewport a piece's code starts to load. */
export const NEAR_VIEWPORT_MARGIN = "300px";

/** What the visitor did to the prerendered markup before the code arrived. */
type Pending = { focus: ElementPath | null; click: ElementPath | null };

/**
 * An interactive part of a page that sits below the first screen (a
 * testimonial carousel), whose code need not be in the page's first load.
 *
 * - Prerendering renders it in full, as it first looks.
 * - Hydration keeps that markup, like static content: its code is not loaded
 *   and its in-site links navigate in the router.
 * - When it comes within NEAR_VIEWPORT_MARGIN of the viewport, its module
 *   loads, and React renders it in place of the markup (inside a transition,
 *   so the markup stays until the code is there). Keyboard focus inside stays
 *   on the same control, and a button pressed before the code arrived is
 *   pressed again. If the module cannot load, the markup stays.
 * - Mounted after hydration (a client-side navigation), or given new props,
 *   it renders at once, like static content.
 * - Once React renders it in the browser, its box carries `data-interactive`.
 *
 * Its first render must be a function of its props (small values), so that
 * the prerendered markup is what it renders.
 */
export function interactiveWhenVisible<Module extends { default: ComponentType<never> }>(load: () => Promise<Module>): ComponentType<PropsOf<Module["default"]>>;
export function interactiveWhenVisible<Module, Name extends ComponentExport<Module>>(load: () => Promise<Module>, name: Name): ComponentType<PropsOf<Module[Name]>>;
export function interactiveWhenVisible(load: ComponentModuleLoader, name = "default"): ComponentType<object> {
  const Content = lazyExport(load, name);
  function InteractiveWhenVisible(props: object) {
    const { id, hydrated, markup, box, dropMarkup } = usePrerenderedMarkup(props);
    const pending = useRef<Pending>({ focus: null, click: null });

    useEffect(() => {
      const element = box.current;
      if (markup === null || !element) return;
      let live = true;
      const activate = () => {
        load().then(
          () => {
            if (!live) return;
            const focused = document.activeElement;
            pending.current.focus = focused && element.contains(focused) ? elementPath(element, focused) : null;
            startTransition(dropMarkup);
          },
          () => undefined,
        );
      };
      const onClick = (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (button && element.contains(button)) pending.current.click = elementPath(element, button);
      };
      // The box itself has no layout box (display: contents): watch its children.
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          activate();
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      for (const child of element.children) observer.observe(child);
      element.addEventListener("click", onClick);
      return () => {
        live = false;
        observer.disconnect();
        element.removeEventListener("click", onClick);
      };
    }, [markup, box, dropMarkup]);

    // Rendered by React now: carry over what the visitor did to the markup.
    useEffect(() => {
      const element = box.current;
      if (markup !== null || !element) return;
      const { focus, click } = pending.current;
      pending.current = { focus: null, click: null };
      if (focus) (elementAt(element, focus) as HTMLElement | null)?.focus();
      if (click) (elementAt(element, click) as HTMLElement | null)?.click();
    }, [markup, box]);

    if (markup !== null) return <div ref={box} className="contents" data-static-content={id} dangerouslySetInnerHTML={{ __html: markup }} />;
    return (
      <div ref={box} className="contents" data-static-content={id} data-interactive={hydrated ? "" : undefined}>
        <Content {...props} />
      </div>
    );
  }
  return InteractiveWhenVisible;
}
