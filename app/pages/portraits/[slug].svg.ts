import type { APIRoute, GetStaticPaths } from "astro";
import { collectionImageOwners } from "~/features/people/people-entries";
import { distinctByName } from "~/lib/content-images/content-image-owners";
import { portraitSlug } from "~/lib/content-images/image-slug";
import { portraitSvg } from "~/lib/content-images/portrait-svg";

/** One illustrated portrait per person (/portraits/<name>.svg): every person of the people collection. */
export const getStaticPaths = (async () => {
  const { people } = await collectionImageOwners();
  return distinctByName(people, portraitSlug).map((person) => ({ params: { slug: portraitSlug(person.name) }, props: { name: person.name } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ name: string }> = ({ props }) =>
  new Response(portraitSvg(props.name), { headers: { "Content-Type": "image/svg+xml" } });
