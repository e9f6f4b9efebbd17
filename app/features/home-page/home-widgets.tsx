import { Section } from "~/components/section";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { partnerTestimonials } from "~/content/home-testimonials";
import { trustedPartners } from "~/content/home-trusted-partners";
import { PartnerLogo } from "~/features/partner-logos/partner-logo";

// The home page's islands below the first screen, with their data: their
// code loads when the visitor scrolls near them (pages/index.astro).

export function HomeTestimonials() {
  return <TestimonialCarousel testimonials={partnerTestimonials} label="Partner testimonials" />;
}

/** Spec §2.1 item 7: a logo that fails to load shows the partner's name instead (PartnerLogo). */
export function HomeTrustedBy() {
  return (
    <Section id="trusted-by" title="Trusted By">
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {trustedPartners.map((partner) => (
          <li key={partner.name}>
            <PartnerLogo partner={partner} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
