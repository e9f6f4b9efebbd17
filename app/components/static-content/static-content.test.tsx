// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, prerendered } from "./prerendered-page.test-support";
import { staticContent } from "./static-content";

/** Called whenever the content's code renders. */
const articleRendered = vi.fn<(topic: string) => void>();

function Article({ topic }: { topic: string }) {
  articleRendered(topic);
  return (
    <article>
      <h2>About {topic}</h2>
      <Link to="/contact">Write to us</Link>
    </article>
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("staticContent", () => {
  it("prerenders the content in full, then hydrates it without loading its code; its links navigate in the router", async () => {
    const Content = staticContent(async () => ({ default: Article }));
    const container = document.createElement("div");
    container.innerHTML = await prerendered(page(<Content topic="troupes" />));
    document.body.append(container);
    expect(container.querySelector("h2")?.textContent).toBe("About troupes");
    articleRendered.mockClear();

    await act(async () => {
      hydrateRoot(container, page(<Content topic="troupes" />));
    });
    expect(articleRendered).not.toHaveBeenCalled();
    expect(container.querySelector("h2")?.textContent).toBe("About troupes");

    const link = container.querySelector("a")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(container.querySelector("[data-testid=where]")?.textContent).toBe("/contact");
  });

  it("loads and renders the content when it mounts after hydration, or with new props", async () => {
    const Content = staticContent(async () => ({ default: Article }));
    const container = document.createElement("div");
    container.innerHTML = await prerendered(page(<Content topic="troupes" />));
    document.body.append(container);
    articleRendered.mockClear();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(<Content topic="troupes" />));
    });
    expect(articleRendered).not.toHaveBeenCalled();
    // New props: rendered by the content's code (already loaded by the prerendering here).
    await act(async () => root!.render(page(<Content topic="mentors" />)));
    expect(container.querySelector("h2")?.textContent).toBe("About mentors");

    // Mounted after hydration (a client-side navigation): the module loads.
    const loadFresh = vi.fn<() => Promise<{ default: typeof Article }>>(async () => ({ default: Article }));
    const Fresh = staticContent(loadFresh);
    await act(async () => root!.render(page(<Fresh topic="grants" />)));
    expect(loadFresh).toHaveBeenCalledOnce();
    expect(container.querySelector("h2")?.textContent).toBe("About grants");

    // A piece named among a module's exports.
    const Named = staticContent(async () => ({ Article }), "Article");
    await act(async () => root!.render(page(<Named topic="mentoring" />)));
    expect(container.querySelector("h2")?.textContent).toBe("About mentoring");
  });
});
