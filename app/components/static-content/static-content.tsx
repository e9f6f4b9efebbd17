import { type ComponentType, lazy, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { routerLinkClick } from "./router-link-click";

/** The props of a component type. */
type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props & object : never;
/** The names of a module's exports that are components. */
type ComponentExport<Module> = { [Name in keyof Module]: Module[Name] extends ComponentType<never> ? Name : never }[keyof Module];

/** Marks the box holding static content (its value: the content's useId). */
const ATTRIBUTE = "data-static-content";

/** The prerendered markup of the static content `id`, while the page hydrates. */
function prerenderedMarkup(id: string): string | null {
  if (typeof document === "undefined") return null;
  for (const box of document.querySelectorAll(`[${ATTRIBUTE}]`)) if (box.getAttribute(ATTRIBUTE) === id) return box.innerHTML;
  return null;
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
}

/**
 * Static content: a part of a page with nothing interactive in it (text,
 * cards, links) whose code the browser does not need to show the page.
 *
 * - Prerendering renders it in full, so the HTML holds every word.
 * - When that HTML hydrates, React keeps the prerendered markup as it is and
 *   neither loads nor runs the content's code. Its in-site links still
 *   navigate inside the site (one listener handles them, like <Link>).
 * - A client-side navigation to the page loads the content's module (in the
 *   router's transition, so the page before stays up until it has arrived).
 *
 * The content must be a function of its props (small values: a path, a slug).
 *
 * Nothing inside may need React in the browser: no state, effects or event
 * handlers (reveal-on-scroll works, it acts on the DOM).
 */
export function staticContent<Module extends { default: ComponentType<never> }>(load: () => Promise<Module>): ComponentType<PropsOf<Module["default"]>>;
/**
 * The component a module exports as `name`, as static content. Pieces taken
 * from one module share its `load` (one import() call site, one request).
 */
export function staticContent<Module, Name extends ComponentExport<Module>>(load: () => Promise<Module>, name: Name): ComponentType<PropsOf<Module[Name]>>;
export function staticContent(load: () => Promise<Record<string, ComponentType<object>>>, name = "default"): ComponentType<object> {
  const Content = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  function StaticContent(props: object) {
    const id = useId();
    const hydrated = useHydrated();
    // The prerendered markup shows the content for the props it was rendered
    // with: new props (a navigation between two legal documents, which one
    // route module renders) render the content with those.
    const [prerendered] = useState(() => (hydrated ? null : { props, markup: prerenderedMarkup(id) }));
    const markup = prerendered && sameProps(prerendered.props, props) ? prerendered.markup : null;
    const box = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();
    useEffect(() => {
      const element = box.current;
      if (markup === null || !element) return;
      const onClick = (event: MouseEvent) => {
        const click = routerLinkClick(event, window.location);
        if (!click) return;
        event.preventDefault();
        void navigate(click.to, { replace: click.replace, viewTransition: true });
      };
      element.addEventListener("click", onClick);
      return () => element.removeEventListener("click", onClick);
    }, [markup, navigate]);
    if (markup !== null) return <div ref={box} className="contents" data-static-content={id} dangerouslySetInnerHTML={{ __html: markup }} />;
    return (
      <div className="contents" data-static-content={id}>
        <Content {...props} />
      </div>
    );
  }
  return StaticContent;
}
