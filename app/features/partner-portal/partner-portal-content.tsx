import { Avatar } from "~/components/avatar";
import { type CardItem, CardGrid } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import type { Testimonial } from "~/components/testimonial";
import { type PartnershipTier, PartnershipTierCard, type TierCardLabels } from "~/features/partnership-tiers/partnership-tier-card";
import type { IconName } from "~/components/icon-names";

// The partner portal (pages/partner-portal.astro): everything but the login
// form, an island. The words are app/content/partner-portal-page.yaml's
// (./partner-portal-entry.ts).

/** A section's heading, with the line under it where it has one. */
type SectionHeading = { title: string; intro?: string | undefined };

/** The detail behind a portal feature card, at the card's anchor. */
type PortalFeatureDetail = {
  /** Element id; the matching card links to #id. */
  id: string;
  title: string;
  icon: IconName;
  text: string;
  points: readonly string[];
};

/** The portal page's words, but the login form's. */
export type PartnerPortalCopy = {
  intro: { heading: string; text: string; apply: { before: string; label: string; to: string; after: string } };
  featuresSection: SectionHeading;
  /** Each card links to its detail below (#id). */
  features: readonly (CardItem & { link: string })[];
  detailsSection: SectionHeading;
  featureDetails: readonly PortalFeatureDetail[];
  tiersSection: SectionHeading & TierCardLabels;
  tiers: readonly PartnershipTier[];
  testimonial: Testimonial;
  storiesLink: { text: string; label: string; to: string };
};

/** What the portal is for, beside the login form. */
export function PartnerPortalIntro({ intro }: { intro: PartnerPortalCopy["intro"] }) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-h2">{intro.heading}</h2>
      <p className="text-lg text-slate-600">{intro.text}</p>
      <p className="text-slate-600">
        {intro.apply.before}{" "}
        <Link to={intro.apply.to} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {intro.apply.label}
        </Link>{" "}
        {intro.apply.after}
      </p>
    </div>
  );
}

/** The portal's features in brief and in detail, the partnership tiers and a partner's testimonial. */
export function PartnerPortalSections({ page }: { page: Omit<PartnerPortalCopy, "intro"> }) {
  const { featuresSection, features, detailsSection, featureDetails, tiersSection, tiers, testimonial, storiesLink } = page;
  return (
    <>
      <Section id="portal-features" title={featuresSection.title} intro={featuresSection.intro}>
        <CardGrid items={features} columns={3} cardStyle="feature" />
      </Section>
      <Section id="feature-details" title={detailsSection.title} intro={detailsSection.intro} tone="muted">
        <div className="flex flex-col gap-6">
          {featureDetails.map((detail, i) => (
            <Reveal key={detail.id} index={i} id={detail.id} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="flex items-center gap-3 text-xl font-semibold">
                <Icon name={detail.icon} className="size-6 text-brand-700" />
                {detail.title}
              </h3>
              <p className="mt-2 text-slate-700">{detail.text}</p>
              <ul className="mt-3 grid gap-2 md:grid-cols-3">
                {detail.points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-slate-700">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    {point}
                  </li>
                ))}
              </ul>
            </Reveal>
          ))}
        </div>
      </Section>
      <Section id="partnership-tiers" title={tiersSection.title} intro={tiersSection.intro}>
        <ul className="grid gap-6 lg:grid-cols-3 lg:py-4">
          {tiers.map((tier, i) => (
            <PartnershipTierCard key={tier.tier} tier={tier} index={i} labels={tiersSection} />
          ))}
        </ul>
      </Section>
      <Section id="partner-testimonial" tone="muted">
        <Reveal as="figure" className="mx-auto max-w-3xl rounded-3xl bg-white p-8 shadow-md">
          <Icon name="quote" className="size-8 text-saffron-500" />
          <blockquote className="mt-4 text-xl leading-relaxed text-pretty">
            <p>{testimonial.quote}</p>
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-4">
            <Avatar name={testimonial.author} image={testimonial.image} />
            <span>
              <span className="block font-semibold">{testimonial.author}</span>
              <span className="block text-sm text-slate-600">{testimonial.position}</span>
            </span>
          </figcaption>
        </Reveal>
        <p className="mt-8 text-center text-slate-700">
          {storiesLink.text}{" "}
          <Link to={storiesLink.to} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            {storiesLink.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      </Section>
    </>
  );
}
