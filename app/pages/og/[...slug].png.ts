// The social cards: one 1200×630 PNG per page that names one in its <head>
// (lib/seo-meta.ts), at /og/<page path>.png, rendered at build time.
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { blogPosts } from "~/features/blog-article/blog-entries";
import { caseStories } from "~/features/case-stories/case-study-entries";
import { jobOpenings } from "~/features/job-openings/job-entries";
import { pressReleases } from "~/features/press-room/press-entries";
import { socialCardPng } from "~/lib/social-card-image";
import { socialCards } from "~/lib/social-card-pages";
import { socialCardSlug } from "~/lib/social-card-path";

export const getStaticPaths = (() => socialCards({ blogPosts, jobs: jobOpenings, pressReleases, caseStudies: caseStories }).map((card) => ({ params: { slug: socialCardSlug(card.path) }, props: { card } }))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) => new Response(await socialCardPng(props.card), { headers: { "content-type": "image/png" } });
