import { Avatar } from "~/components/avatar";
import { CardGrid } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import { partnerStoriesLink, partnerTestimonial, partnershipTiers, portalFeatureDetails, portalFeatures } from "~/content/partner-portal";
import { PartnershipTierCard } from "~/features/partnership-tiers/partnership-tier-card";

// The partner portal (pages/partner-portal.astro): everything but the login
// form, an island.

/** What the portal is for, beside the login form. */
export function PartnerPortalIntro() {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-3xl font-bold tracking-tight">One place for everything you build with our ventures</h2>
      <p className="text-lg text-slate-600">
        Corporates, funds, universities and public bodies use the partner portal to run pilots with startups, follow their
        progress through the stage gates and meet the rest of the ecosystem.
      </p>
      <p className="text-slate-600">
        Not a partner yet?{" "}
        <Link to="/contact-get-involved/partner-apply" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Apply for a partnership
        </Link>{" "}
        and our partnerships team will set up your organisation's access.
      </p>
    </div>
  );
}

/** The portal's features in brief and in detail, the partnership tiers and a partner's testimonial. */
export function PartnerPortalSections() {
  return (
    <>
      <Section id="portal-features" title="Portal Features" intro="What partners find after signing in.">
        <CardGrid items={portalFeatures} columns={3} cardStyle="feature" />
      </Section>
      <Section id="feature-details" title="Inside the Portal" tone="muted">
        <div className="flex flex-col gap-6">
          {portalFeatureDetails.map((detail, i) => (
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
      <Section id="partnership-tiers" title="Partnership Tiers" intro="Start as an Associate and grow with the ecosystem. Every tier is agreed for a year and reviewed with you each quarter.">
        <ul className="grid gap-6 lg:grid-cols-3 lg:py-4">
          {partnershipTiers.map((tier, i) => (
            <PartnershipTierCard key={tier.tier} tier={tier} index={i} />
          ))}
        </ul>
      </Section>
      <Section id="partner-testimonial" tone="muted">
        <Reveal as="figure" className="mx-auto max-w-3xl rounded-3xl bg-white p-8 shadow-md">
          <Icon name="quote" className="size-8 text-saffron-500" />
          <blockquote className="mt-4 text-xl leading-relaxed text-pretty">
            <p>{partnerTestimonial.quote}</p>
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-4">
            <Avatar name={partnerTestimonial.author} image={partnerTestimonial.image} />
            <span>
              <span className="block font-semibold">{partnerTestimonial.author}</span>
              <span className="block text-sm text-slate-600">{partnerTestimonial.position}</span>
            </span>
          </figcaption>
        </Reveal>
        <p className="mt-8 text-center text-slate-700">
          {partnerStoriesLink.text}{" "}
          <Link to={partnerStoriesLink.to} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            {partnerStoriesLink.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      </Section>
    </>
  );
}
