import { CallToAction } from "~/components/call-to-action";
import { Section } from "~/components/section";
import { mentorshipCta, mentorshipFeatures, mentorshipIntro } from "~/content/ecosystem-mentorship";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { type Mentor, featureCard, mentorCard } from "~/features/content-sections/ecosystem-cards";
import { PersonCards } from "~/features/content-sections/person-card";

/** The Mentorship Network page under its banner (pages/ecosystem/mentorship-network.astro). */
export default function MentorshipNetworkContent({ mentors }: { mentors: readonly Mentor[] }) {
  return (
    <>
      <Section id="how-it-works" title="How Mentoring Works" intro={mentorshipIntro}>
        <RecordCardGrid items={mentorshipFeatures.map(featureCard)} />
      </Section>
      <Section id="featured-mentors" title="Featured Mentors" tone="muted">
        <PersonCards people={mentors.map(mentorCard)} />
      </Section>
      <CallToAction {...mentorshipCta} />
    </>
  );
}
