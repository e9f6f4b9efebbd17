import { organisationEmblemPath, organisationMarkPath, photoSrcset, photoVariantPath } from "~/lib/content-images/image-paths";

type OrganisationMarkProps = {
  name: string;
  /** A logo file in app/assets/photos/; without one the mark drawn from the name is shown. */
  image?: string;
  /** The wordmark (emblem and name) or the emblem alone on a square tile. */
  shape?: "wordmark" | "emblem";
  width?: number;
  height?: number;
  className?: string;
};

/**
 * An organisation's logo beside its name (so decorative, alt=""): its logo
 * file as AVIF/WebP, or until one exists the mark drawn from its name. Lazy:
 * logos sit in cards below the first screen.
 */
export function OrganisationMark({ name, image, shape = "wordmark", width = 160, height = 48, className = "" }: OrganisationMarkProps) {
  const drawn = shape === "emblem" ? organisationEmblemPath(name) : organisationMarkPath(name);
  const img = (
    <img
      src={image ? photoVariantPath(image, 256, "webp") : drawn}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`shrink-0 object-contain object-left ${className}`}
      style={{ width, height }}
    />
  );
  if (!image) return img;
  return (
    <picture className="inline-flex shrink-0">
      <source type="image/avif" srcSet={photoSrcset(image, "avif")} sizes={`${width}px`} />
      <source type="image/webp" srcSet={photoSrcset(image, "webp")} sizes={`${width}px`} />
      {img}
    </picture>
  );
}
