import { coverPhotoFile, coverPhotoSources, coverSizes } from "~/lib/cover-art/cover-image";
import { type AccentColour, accentClasses } from "./accent";
import { Icon } from "./icon";
import type { IconName } from "./icon-names";

/** A self-hosted illustration: an icon on a coloured field, drawn inline. */
export type Cover = { icon: IconName; colour: AccentColour };

type CoverImageProps = {
  /** The content's `image`: a cover photo file in app/assets/photos/covers/, or a URL (the generated art, "/covers/…"). */
  image: string;
  /** The intrinsic size, 16:9: the widest the slot shows it, in CSS pixels. */
  width: number;
  height: number;
  /** Above the fold: load at once. Otherwise it loads as it nears the viewport. */
  eager?: boolean;
  /** The page's largest paint: fetched before other images. */
  highPriority?: boolean;
  /** Classes that size and place the picture in its slot. */
  className?: string;
} & { [data: `data-${string}`]: string };

/**
 * A cover, decorative (the card's or page's title says what it is): a cover
 * photo as a <picture> of AVIF and WebP at 640, 800 and 1280 px (made at build time
 * by app/pages/photos), the generated art as a plain <img> otherwise. Its size
 * is set either way, so nothing moves when it loads.
 */
export function CoverImage({ image, width, height, eager = false, highPriority = false, className = "", ...rest }: CoverImageProps) {
  const img = {
    alt: "",
    width,
    height,
    loading: eager ? ("eager" as const) : ("lazy" as const),
    ...(highPriority ? { fetchPriority: "high" as const } : {}),
    decoding: "async" as const,
    ...rest,
  };
  const file = coverPhotoFile(image);
  if (!file) return <img src={image} {...img} alt="" className={`bg-slate-100 object-cover ${className}`} />;
  const { sources, src } = coverPhotoSources(file);
  const sizes = coverSizes(width);
  return (
    // One block that takes the slot's classes: the <img> fills it, and no <source> ever becomes a flex or grid item.
    <picture className={`block overflow-hidden bg-slate-100 ${className}`}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={src} {...img} alt="" data-cover-photo={file} className="size-full object-cover" />
    </picture>
  );
}

type CoverArtProps = {
  className?: string;
} & (
  | {
      /** A post's, event's or case study's cover: its photograph or its generated art (app/lib/cover-art), 16:9. */
      image: string;
      /** Above the fold: load at once. Otherwise it loads as it nears the viewport. */
      eager?: boolean;
    }
  | {
      /** A file's type on its colour (tools, media, briefs): an icon says more there than a picture. */
      cover: Cover;
    }
);

/** A card's decorative picture (its title says what it is): `alt=""`, with its size set so nothing moves when it loads. */
export function CoverArt(props: CoverArtProps) {
  const className = props.className ?? "aspect-video";
  if ("image" in props) {
    return <CoverImage image={props.image} width={640} height={360} eager={props.eager ?? false} className={`w-full ${className}`} />;
  }
  const { cover } = props;
  return (
    <div aria-hidden="true" className={`relative flex items-center justify-center overflow-hidden bg-gradient-to-br text-white ${accentClasses[cover.colour].gradient} ${className}`}>
      <span className="absolute -right-6 -bottom-8 size-32 rounded-full bg-white/10" />
      <span className="absolute -top-10 -left-4 size-24 rounded-full bg-white/10" />
      <Icon name={cover.icon} className="relative size-12 opacity-90" />
    </div>
  );
}
