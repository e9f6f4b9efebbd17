import { type ComponentType, type RefObject, lazy, useCallback, useEffect, useId, useRef, useState } from "react";
import { useInRouterContext, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { routerLinkClick } from "./router-link-click";

/** The props of a component type. */
export type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props & object : never;
/** The names of a module's exports that are components. */
export type ComponentExport<Module> = { [Name in keyof Module]: Module[Name] extends ComponentType<never> ? Name : never }[keyof Module];
/** A module's loader, as staticContent and interactiveWhenVisible take it. */
export type ComponentModuleLoader = () => Promise<Record<string, ComponentType<object>>>;

/** Marks the box holding prerendered content (its value: the piece's useId). */
const PRERENDERED_ATTRIBUTE = "data-static-content";

/** The prerendered markup of the piece `id`, while the page hydrates. */
function prerenderedMarkup(id: string): string | null {
  if (typeof document === "undefined") return null;
  for (const box of document.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) if (box.getAttribute(PRERENDERED_ATTRIBUTE) === id) return box.innerHTML;
  return null;
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
}

/** The component a module exports as `name`, loaded when React first renders it. */
export function lazyExport(load: ComponentModuleLoader, name: string): ComponentType<object> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
}

/**
 * While `box` shows prerendered markup (React does not render its links),
 * clicks on in-site router links inside it navigate in the router, with
 * <Link>'s rules (router-link-click.ts).
 */
function useRouterLinks(box: RefObject<HTMLElement | null>, active: boolean): void {
  // Outside a router (a page Astro renders to HTML) links are plain document
  // navigations. Whether a tree is in a router never changes while it lives,
  // so the hook below is called, or not, on every render alike.
  const inRouter = useInRouterContext();
  // oxlint-disable-next-line react-hooks/rules-of-hooks
  const navigate = inRouter ? useNavigate() : undefined;
  useEffect(() => {
    const element = box.current;
    if (!active || !element || !navigate) return;
    const onClick = (event: MouseEvent) => {
      const click = routerLinkClick(event, window.location);
      if (!click) return;
      event.preventDefault();
      void navigate(click.to, { replace: click.replace, viewTransition: true });
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [box, active, navigate]);
}

/**
 * A piece's prerendered markup while its page hydrates (null once React
 * renders it: after hydration, or for props other than those it was
 * prerendered with), the box to render it in, and `dropMarkup` to render it
 * with its code from now on. While the markup shows, its router links work.
 */
export function usePrerenderedMarkup(props: object) {
  const id = useId();
  const hydrated = useHydrated();
  const [prerendered, setPrerendered] = useState(() => (hydrated ? null : { props, markup: prerenderedMarkup(id) }));
  const markup = prerendered && sameProps(prerendered.props, props) ? prerendered.markup : null;
  const box = useRef<HTMLDivElement>(null);
  useRouterLinks(box, markup !== null);
  const dropMarkup = useCallback(() => setPrerendered(null), []);
  return { id, hydrated, markup, box, dropMarkup };
}
