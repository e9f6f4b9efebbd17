import type { APIRoute, GetStaticPaths } from "astro";
import { contentOrganisations, distinctByName } from "~/lib/content-images/content-image-owners";
import { imageSlug } from "~/lib/content-images/image-slug";
import { organisationEmblemSvg } from "~/lib/content-images/organisation-mark-svg";

/** One emblem tile per organisation named in content, as a static SVG file (/emblems/<name>.svg). */
export const getStaticPaths = (() =>
  distinctByName(contentOrganisations, imageSlug).map((org) => ({ params: { slug: imageSlug(org.name) }, props: { name: org.name } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ name: string }> = async ({ props }) =>
  new Response(await organisationEmblemSvg(props.name), { headers: { "Content-Type": "image/svg+xml" } });
