import { defineMiddleware } from "astro:middleware";
import spriteUrl from "~/assets/icons.svg?url";
import sprite from "~/assets/icons.svg?raw";
import { inlineIcons, spriteSymbols } from "~/lib/inline-icons";

const symbols = spriteSymbols(sprite);

/** Every page, prerendered or rendered on demand, carries the icons it shows (lib/inline-icons.ts). */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = inlineIcons(await response.text(), spriteUrl, symbols);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
