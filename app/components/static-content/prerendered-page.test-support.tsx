import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";

// A page to prerender and hydrate in the tests of static content and of
// interactive parts below the first screen.

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** `ui` as a page at `path`, with the current path shown in [data-testid=where]. */
export function page(ui: ReactNode, path = "/about") {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <Where />
    </MemoryRouter>
  );
}

/**
 * The markup the build's prerendering gives. renderToString renders a
 * React.lazy component once its module has arrived, so a throwaway render
 * loads it first. (react-dom/static's prerender leaves React Router's context
 * set under jsdom, which breaks the hydration after it.)
 */
export async function prerendered(ui: ReactNode): Promise<string> {
  const scratch = createRoot(document.createElement("div"));
  await act(async () => scratch.render(ui));
  scratch.unmount();
  return renderToString(ui);
}
