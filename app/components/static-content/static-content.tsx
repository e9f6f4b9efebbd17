import type { ComponentType } from "react";
import { type ComponentExport, type ComponentModuleLoader, type PropsOf, lazyExport, usePrerenderedMarkup } from "./prerendered-markup";

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
export function staticContent(load: ComponentModuleLoader, name = "default"): ComponentType<object> {
  const Content = lazyExport(load, name);
  function StaticContent(props: object) {
    // The prerendered markup shows the content for the props it was rendered
    // with: new props (a navigation between two legal documents, which one
    // route module renders) render the content with those.
    const { id, markup, box } = usePrerenderedMarkup(props);
    if (markup !== null) return <div ref={box} className="contents" data-static-content={id} dangerouslySetInnerHTML={{ __html: markup }} />;
    return (
      <div className="contents" data-static-content={id}>
        <Content {...props} />
      </div>
    );
  }
  return StaticContent;
}
