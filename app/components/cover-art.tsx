import type { Cover } from "~/content/audience-types";
import { accentClasses } from "./accent";
import { Icon } from "./icon";

/** A decorative cover drawn inline (no image request): an icon on the card's colour. */
export function CoverArt({ cover, className = "aspect-video" }: { cover: Cover; className?: string }) {
  return (
    <div aria-hidden="true" className={`relative flex items-center justify-center overflow-hidden bg-gradient-to-br text-white ${accentClasses[cover.colour].gradient} ${className}`}>
      <span className="absolute -right-6 -bottom-8 size-32 rounded-full bg-white/10" />
      <span className="absolute -top-10 -left-4 size-24 rounded-full bg-white/10" />
      <Icon name={cover.icon} className="relative size-12 opacity-90" />
    </div>
  );
}
