import { Badge, type BadgeTone } from "~/components/badge";
import type { PressCategory } from "~/features/press-room/press-release";

const tones: Record<PressCategory, BadgeTone> = { Announcement: "blue", Partnership: "green", Milestone: "amber" };

/** A press release's category tag, spelled out. */
export function PressCategoryBadge({ category }: { category: PressCategory }) {
  return (
    <Badge tone={tones[category]}>
      <span className="sr-only">Category: </span>
      {category}
    </Badge>
  );
}
