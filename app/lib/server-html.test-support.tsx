import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

// An island as a visitor meets it: first its server HTML in the page, as
// Astro writes it, usable before the code arrives; then hydrated by React.

/** The island's server HTML in the page; remove it with `document.body.innerHTML = ""`. */
export function prerender(island: ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(island);
  document.body.append(container);
  return container;
}

/** React takes over the server HTML in `container`, as once the island's code has arrived. */
export async function hydrate(container: HTMLElement, island: ReactElement): Promise<void> {
  await act(async () => {
    hydrateRoot(container, island);
  });
}
