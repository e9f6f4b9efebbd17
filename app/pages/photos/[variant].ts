/// <reference types="astro/client" />
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { APIRoute, GetStaticPaths } from "astro";
import { getConfiguredImageService, imageConfig } from "astro:assets";
import { srcDir } from "astro:config/server";
import { PHOTO_FORMATS, type PhotoFormat, photoHeight, photoVariantPath, photoWidths } from "~/lib/content-images/image-paths";
import { makePhotoVariant } from "~/lib/content-images/make-photo-variant";
import { listPhotoFiles } from "~/lib/content-images/photo-files";

/**
 * Every photo in app/assets/photos/ made in each width of its kind as AVIF
 * and WebP by Astro's configured image service (sharp), at fixed URLs that
 * components compute from the file name alone (image-paths.ts): portraits and
 * logos at 64/128/256 px, cover photos (covers/) at 640/800/1280 px cut to 16:9.
 * A photo that content names but the folder lacks stops the build at the
 * entry's schema, naming the file and the field (photoFile, coverPhotoFile:
 * app/content/schemas/fields.ts).
 */
const photoFolder = fileURLToPath(new URL("assets/photos/", srcDir));

type VariantProps = { file: string; width: number; height: number | undefined; format: PhotoFormat };

export const getStaticPaths = (() => {
  const files = listPhotoFiles(photoFolder);
  return files.flatMap((file) =>
    photoWidths(file).flatMap((width) =>
      PHOTO_FORMATS.map((format) => ({
        params: { variant: photoVariantPath(file, width, format).replace(/^\/photos\//, "") },
        props: { file, width, height: photoHeight(file, width), format } satisfies VariantProps,
      })),
    ),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<VariantProps> = async ({ props, logger }) => {
  const service = await getConfiguredImageService();
  if (!("transform" in service)) throw new Error("The photo pipeline needs a local image service (sharp).");
  const source = new Uint8Array(readFileSync(`${photoFolder}${props.file}`));
  const data = await makePhotoVariant(service, { file: props.file, source, width: props.width, height: props.height, format: props.format }, imageConfig, logger);
  return new Response(data, { headers: { "Content-Type": `image/${props.format}` } });
};
