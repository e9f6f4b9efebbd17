import type { APIRoute, GetStaticPaths } from "astro";
import { contentPeople, distinctByName } from "~/lib/content-images/content-image-owners";
import { portraitSlug } from "~/lib/content-images/image-slug";
import { portraitSvg } from "~/lib/content-images/portrait-svg";

/** One illustrated portrait per person named in content, as a static SVG file (/portraits/<name>.svg). */
export const getStaticPaths = (() =>
  distinctByName(contentPeople, portraitSlug).map((person) => ({ params: { slug: portraitSlug(person.name) }, props: { name: person.name } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ name: string }> = ({ props }) =>
  new Response(portraitSvg(props.name), { headers: { "Content-Type": "image/svg+xml" } });
