import type { APIContext } from "astro";
import { blogPosts } from "~/features/blog-article/blog-entries";
import { allEvents } from "~/features/event-tabs/event-entries";
import { caseStories } from "~/features/case-stories/case-study-entries";
import { successStories } from "~/features/story-filter/success-story-entries";
import { whitepapers } from "~/features/whitepaper-search/whitepaper-entries";
import { coverCatalogue } from "~/lib/cover-art/cover-catalogue";
import { type CoverSubject, drawCover } from "~/lib/cover-art/draw-cover";

// /covers/<collection>/<id>.svg: the generated cover of every post, event,
// whitepaper and case study (app/lib/cover-art), drawn once at build time.

export function getStaticPaths() {
  return [...coverCatalogue({ blogPosts, events: allEvents, whitepapers, caseStudies: caseStories, successStories })].map(([path, subject]) => ({
    params: { cover: path.replace(/^\/covers\//, "").replace(/\.svg$/, "") },
    props: { subject },
  }));
}

type Props = { subject: CoverSubject };

export function GET({ props }: APIContext<Props>): Response {
  return new Response(drawCover(props.subject), { headers: { "content-type": "image/svg+xml" } });
}
