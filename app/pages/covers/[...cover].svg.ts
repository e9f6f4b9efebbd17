import type { APIContext } from "astro";
import { coverCatalogue } from "~/lib/cover-art/cover-catalogue";
import { type CoverSubject, drawCover } from "~/lib/cover-art/draw-cover";

// /covers/<collection>/<id>.svg: the generated cover of every post, event,
// whitepaper and case study (app/lib/cover-art), drawn once at build time.

export function getStaticPaths() {
  return [...coverCatalogue()].map(([path, subject]) => ({ params: { cover: path.replace(/^\/covers\//, "").replace(/\.svg$/, "") }, props: { subject } }));
}

type Props = { subject: CoverSubject };

export function GET({ props }: APIContext<Props>): Response {
  return new Response(drawCover(props.subject), { headers: { "content-type": "image/svg+xml" } });
}
