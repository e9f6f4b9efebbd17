import type { Testimonial } from "~/components/testimonial";
import { LogoWall } from "~/components/logo-wall";
import { Section } from "~/components/section";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import type { PartnerMark } from "~/features/partner-logos/partner-logo";

// The home page's islands below the first screen: their code loads when the
// visitor scrolls near them; their data comes from the collections through
// the page (pages/index.astro: testimonials/home.yaml, organisation-lists/trusted-by.yaml,
// their headings home-page.yaml).

/** `label` names the carousel for screen readers. */
export function HomeTestimonials({ testimonials, label }: { testimonials: readonly Testimonial[]; label: string }) {
  return <TestimonialCarousel testimonials={testimonials} label={label} />;
}

/** Spec §2.1 item 7: a logo that fails to load shows the partner's name instead (the wall's PartnerLogo). */
export function HomeTrustedBy({ title, partners }: { title: string; partners: readonly PartnerMark[] }) {
  return (
    <Section id="trusted-by" title={title}>
      <LogoWall entries={partners.map((partner) => ({ partner }))} />
    </Section>
  );
}
