import { CallToAction } from "~/components/call-to-action";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { featuredMentors, mentorshipCta, mentorshipFeatures, mentorshipIntro } from "~/content/ecosystem-mentorship";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { featureCard, mentorCard } from "~/features/content-sections/ecosystem-cards";
import { PersonCards } from "~/features/content-sections/person-card";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/mentorship-network";

export const meta = () => pageMeta(PATH);

export default function MentorshipNetworkPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="how-it-works" title="How Mentoring Works" intro={mentorshipIntro}>
        <RecordCardGrid items={mentorshipFeatures.map(featureCard)} />
      </Section>
      <Section id="featured-mentors" title="Featured Mentors" tone="muted">
        <PersonCards people={featuredMentors.map(mentorCard)} />
      </Section>
      <CallToAction {...mentorshipCta} />
    </>
  );
}
