export {};

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first pointer, focus, press or input in the island (./first-use-directive.ts). */
    "client:first-use"?: boolean;
  }
}
