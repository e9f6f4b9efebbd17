import type { ComponentProps } from "react";
import { CallToAction } from "~/components/call-to-action";
import { Section } from "~/components/section";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { type FeatureCard, type Mentor, featureCard, mentorCard } from "~/features/content-sections/ecosystem-cards";
import { PersonCards } from "~/features/content-sections/person-card";

/** The page's copy around its mentors (app/content/mentorship-page.yaml). */
export type MentorshipCopy = { intro: string; features: readonly FeatureCard[]; cta: ComponentProps<typeof CallToAction> };

/** The Mentorship Network page under its banner (pages/ecosystem/mentorship-network.astro). */
export default function MentorshipNetworkContent({ mentors, copy }: { mentors: readonly Mentor[]; copy: MentorshipCopy }) {
  return (
    <>
      <Section id="how-it-works" title="How Mentoring Works" intro={copy.intro}>
        <RecordCardGrid items={copy.features.map(featureCard)} />
      </Section>
      <Section id="featured-mentors" title="Featured Mentors" tone="muted">
        <PersonCards people={mentors.map(mentorCard)} />
      </Section>
      <CallToAction {...copy.cta} />
    </>
  );
}
