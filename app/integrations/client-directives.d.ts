export {};

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first pointer, focus, press or input in the island, or also near the viewport with `{ rootMargin }` (./first-use-directive.ts). */
    "client:first-use"?: boolean | { rootMargin: string };
  }
}
