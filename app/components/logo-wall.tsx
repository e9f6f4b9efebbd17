import { PartnerLogo, type PartnerMark } from "~/features/partner-logos/partner-logo";
import { Icon } from "./icon";
import { Link } from "./link";
import { snapScrollerClasses } from "./phone-row";
import { Reveal } from "./reveal";

/** An organisation on the wall; with a caption and a link it is a tile with its name as a heading. */
export type LogoWallEntry = {
  partner: PartnerMark;
  /** The name as a tile's heading, when it differs from the mark's (a full legal name); the mark's name by default. */
  name?: string;
  /** What the organisation does with us, under its name. */
  caption?: string;
  link?: { to: string; label: string };
};

type LogoWallProps = {
  entries: readonly LogoWallEntry[];
  /** Heading level of each tile's name (tiles only). */
  headingLevel?: "h3" | "h4";
  /** Tiles only: on phones, a row that scrolls sideways instead of a stack, named by this label (their links carry the keyboard). */
  phoneRow?: string;
};

/** The mark scales down to its cell on a narrow screen instead of holding its 200 px. */
const fitMark = "[&_img]:h-auto [&_img]:w-full [&_img]:max-w-[200px] [&>*]:max-w-full";

/**
 * Organisations' marks on a wall. Plain marks sit two to a row on a phone,
 * three from sm and six from lg; tiles (with a caption) three to a row from
 * lg. Both wrap with the last row centred, so no count leaves a mark alone
 * at the left edge. Each mark is the partner-logos component, which shows the
 * name as text when its image fails to load.
 */
export function LogoWall({ entries, headingLevel: Heading = "h3", phoneRow }: LogoWallProps) {
  const tiles = entries.some((entry) => entry.caption);
  if (!tiles) {
    return (
      <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-6 sm:gap-x-8">
        {entries.map(({ partner }) => (
          <li key={partner.name} className={`flex w-[calc(50%-0.5rem)] justify-center sm:w-[calc(33.333%-1.34rem)] lg:w-[calc(16.666%-1.67rem)] ${fitMark}`}>
            <PartnerLogo partner={partner} />
          </li>
        ))}
      </ul>
    );
  }
  // A row that scrolls needs something focusable in it: the tiles' links.
  const row = phoneRow && entries.every((entry) => entry.link) ? phoneRow : undefined;
  return (
    <ul className={`flex gap-4 md:flex-wrap md:justify-center md:gap-6 ${row ? snapScrollerClasses : "flex-wrap justify-center"}`} aria-label={row}>
      {entries.map(({ partner, name = partner.name, caption, link }, i) => (
        <Reveal
          as="li"
          index={i}
          key={partner.name}
          className={`flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)] ${row ? "w-[82%] max-w-sm shrink-0 snap-start md:max-w-none" : "w-full"}`}
        >
          <div className={`flex h-16 items-center ${fitMark}`}>
            <PartnerLogo partner={partner} />
          </div>
          <Heading className="text-lg font-semibold text-slate-900">{name}</Heading>
          {caption && <p className="text-slate-600">{caption}</p>}
          {link && (
            <Link to={link.to} className="mt-auto inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              {link.label}
              <span className="sr-only">: {name}</span>
              <Icon name="arrow-right" className="size-4" />
            </Link>
          )}
        </Reveal>
      ))}
    </ul>
  );
}
