import type { APIRoute, GetStaticPaths } from "astro";
import { collectionImageOwners } from "~/features/people/people-entries";
import { distinctByName } from "~/lib/content-images/content-image-owners";
import { imageSlug } from "~/lib/content-images/image-slug";
import { organisationEmblemSvg } from "~/lib/content-images/organisation-mark-svg";

/** One emblem tile per organisation (/emblems/<name>.svg): every organisation of the collection. */
export const getStaticPaths = (async () => {
  const { organisations } = await collectionImageOwners();
  return distinctByName(organisations, imageSlug).map((org) => ({ params: { slug: imageSlug(org.name) }, props: { name: org.name } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ name: string }> = async ({ props }) =>
  new Response(await organisationEmblemSvg(props.name), { headers: { "Content-Type": "image/svg+xml" } });
