import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";

/** Registers `client:first-use` (./first-use-directive.ts) with Astro's documented directive API. */
export function firstUseDirective(): AstroIntegration {
  return {
    name: "ankur:first-use-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "first-use", entrypoint: fileURLToPath(new URL("./first-use-directive.ts", import.meta.url)) });
      },
    },
  };
}
