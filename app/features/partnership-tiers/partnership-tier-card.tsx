import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";

/** Spec: partnership tier with tier, level, colour, highlighted flag and features (app/content/partner-portal-page.yaml). */
export type PartnershipTier = {
  tier: string;
  /** Entry, mid-level or premium. */
  level: string;
  color: "slate" | "brand" | "saffron";
  highlighted: boolean;
  description: string;
  /** A row per feature: its name, and whether the tier includes it. */
  features: readonly { name: string; available: boolean }[];
  apply: { label: string; to: string };
};

const accents: Record<PartnershipTier["color"], { bar: string; badge: string }> = {
  slate: { bar: "bg-slate-500", badge: "bg-slate-100 text-slate-800" },
  brand: { bar: "bg-brand-700", badge: "bg-brand-100 text-brand-900" },
  saffron: { bar: "bg-saffron-500", badge: "bg-saffron-400/25 text-slate-900" },
};

/** A partnership tier: its level, what it includes and what it does not (icon and text), and Apply Now. */
/** What the cards say around each tier's own words: the highlighted tier's badge, and whether a feature is included. */
export type TierCardLabels = { highlightedBadge: string; included: string; notIncluded: string };

export function PartnershipTierCard({ tier, index, labels }: { tier: PartnershipTier; index: number; labels: TierCardLabels }) {
  const accent = accents[tier.color];
  return (
    <Reveal
      as="li"
      index={index}
      className={`relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ${tier.highlighted ? "ring-2 ring-brand-700 lg:-my-4" : "ring-1 ring-slate-200"}`}
    >
      <span aria-hidden="true" className={`h-2 ${accent.bar}`} />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ${accent.badge}`}>{tier.level}</span>
          {tier.highlighted && (
            <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">{labels.highlightedBadge}</span>
          )}
        </div>
        <h3 className="text-2xl font-bold">{tier.tier}</h3>
        <p className="text-slate-600">{tier.description}</p>
        <ul className="flex flex-col gap-2" aria-label={`${tier.tier} features`}>
          {tier.features.map((feature) => (
            <li key={feature.name} className="flex items-start gap-2">
              <Icon
                name={feature.available ? "circle-check" : "circle-x"}
                className={`mt-0.5 size-5 shrink-0 ${feature.available ? "text-green-700" : "text-slate-500"}`}
              />
              <span className={feature.available ? "text-slate-900" : "text-slate-600 line-through decoration-slate-400"}>{feature.name}</span>
              <span className={`ml-auto shrink-0 text-xs font-medium ${feature.available ? "text-green-800" : "text-slate-600"}`}>
                {feature.available ? labels.included : labels.notIncluded}
              </span>
            </li>
          ))}
        </ul>
        <Link to={tier.apply.to} className={`btn mt-auto ${tier.highlighted ? "btn-primary" : "btn-secondary"}`}>
          {tier.apply.label}
          <span className="sr-only">: {tier.tier}</span>
        </Link>
      </div>
    </Reveal>
  );
}
