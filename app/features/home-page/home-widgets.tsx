import type { Testimonial } from "~/components/testimonial";
import { LogoWall } from "~/components/logo-wall";
import { Section } from "~/components/section";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import type { PartnerMark } from "~/features/partner-logos/partner-logo";

// The home page's islands below the first screen: their code loads when the
// visitor scrolls near them; their data comes from the collections through
// the page (pages/index.astro: testimonials/home.yaml, organisation-lists/trusted-by.yaml).

export function HomeTestimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return <TestimonialCarousel testimonials={testimonials} label="Partner testimonials" />;
}

/** Spec §2.1 item 7: a logo that fails to load shows the partner's name instead (the wall's PartnerLogo). */
export function HomeTrustedBy({ partners }: { partners: readonly PartnerMark[] }) {
  return (
    <Section id="trusted-by" title="Trusted By">
      <LogoWall entries={partners.map((partner) => ({ partner }))} />
    </Section>
  );
}
