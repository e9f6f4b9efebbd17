import { LogoWall } from "~/components/logo-wall";
import { Section } from "~/components/section";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { partnerTestimonials } from "~/content/home-testimonials";
import { trustedPartners } from "~/content/home-trusted-partners";

// The home page's islands below the first screen, with their data: their
// code loads when the visitor scrolls near them (pages/index.astro).

export function HomeTestimonials() {
  return <TestimonialCarousel testimonials={partnerTestimonials} label="Partner testimonials" />;
}

/** Spec §2.1 item 7: a logo that fails to load shows the partner's name instead (the wall's PartnerLogo). */
export function HomeTrustedBy() {
  return (
    <Section id="trusted-by" title="Trusted By">
      <LogoWall entries={trustedPartners.map((partner) => ({ partner }))} />
    </Section>
  );
}
