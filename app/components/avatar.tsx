import { photoSrcset, photoVariantPath, portraitPath } from "~/lib/content-images/image-paths";

type AvatarProps = {
  name: string;
  /** A photo file in app/assets/photos/; without one the person's illustrated portrait is shown. */
  image?: string;
  /** The displayed size in CSS pixels (square). */
  size?: number;
  /** The page's largest first-screen image: loaded at once with high priority instead of lazily. */
  priority?: boolean;
};

/**
 * A person's picture beside their name, so it is decorative (alt=""): their
 * photo as AVIF/WebP made at build time, or until one exists their
 * illustrated portrait (a static SVG drawn from the name). Both are plain
 * URLs computed from content, so an island renders the same markup.
 */
export function Avatar({ name, image, size = 48, priority = false }: AvatarProps) {
  const common = {
    width: size,
    height: size,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
    ...(priority ? { fetchPriority: "high" as const } : {}),
    className: "shrink-0 rounded-full bg-brand-50 object-cover",
    style: { width: size, height: size },
  };
  if (image) {
    const sizes = `${size}px`;
    return (
      // One box, not display:contents: a flex parent's gap would otherwise space out the <source> elements too.
      <picture className="inline-flex shrink-0" style={common.style}>
        <source type="image/avif" srcSet={photoSrcset(image, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={photoSrcset(image, "webp")} sizes={sizes} />
        <img src={photoVariantPath(image, 256, "webp")} alt="" data-photo={image} {...common} />
      </picture>
    );
  }
  return <img src={portraitPath(name)} alt="" data-portrait="" {...common} />;
}
