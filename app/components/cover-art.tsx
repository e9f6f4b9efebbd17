import type { Cover } from "~/content/audience-types";
import { accentClasses } from "./accent";
import { Icon } from "./icon";

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
    return (
      <img
        src={props.image}
        alt=""
        width={640}
        height={360}
        loading={props.eager ? "eager" : "lazy"}
        decoding="async"
        className={`w-full bg-slate-100 object-cover ${className}`}
      />
    );
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
