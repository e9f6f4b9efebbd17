import { Breadcrumb } from "~/components/breadcrumb";
import { CallToAction } from "~/components/call-to-action";
import { DetailCard, DetailGrid } from "~/components/detail-card";
import { Link } from "~/components/link";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { pages } from "~/config/pages";
import { ENTREPRENEURS_HERO_HEIGHT_PX, communityForums, entrepreneursHero } from "~/content/audience-entrepreneurs-page";
import { breadcrumbTrail } from "~/lib/breadcrumb-trail";

// The Entrepreneurs & Startups page (pages/audience-hub/entrepreneurs-startups.astro),
// around its two islands: the story gallery and the funding checklist.

const PATH = "/audience-hub/entrepreneurs-startups";

/** The 400 px hero with its two calls to action, and the breadcrumb under it. */
export function EntrepreneursHero() {
  const page = pages[PATH];
  return (
    <>
      {/* Spec: the hero is 400 px high; it grows only if its text would not fit. */}
      <div data-testid="entrepreneurs-hero" className="grid" style={{ minHeight: ENTREPRENEURS_HERO_HEIGHT_PX }}>
        <PageBanner title={page.title} subtitle={page.description} background="sunrise" className="grid content-center">
          <div className="flex flex-wrap gap-3">
            <Link to={entrepreneursHero.primary.to} className="btn btn-light">
              {entrepreneursHero.primary.label}
            </Link>
            <a href={entrepreneursHero.secondary.href} className="btn btn-outline-light">
              {entrepreneursHero.secondary.label}
            </a>
          </div>
        </PageBanner>
      </div>
      <Breadcrumb trail={breadcrumbTrail(PATH)} />
    </>
  );
}

/** The community forums and the closing call to action. */
export function EntrepreneursCommunity() {
  return (
    <>
      <Section id="community-forums" title="Community Forums" intro="Ask the founders who went through it last year. Every forum is moderated by an Ankur troupe lead.">
        <DetailGrid>
          {communityForums.map((forum, i) => (
            <DetailCard
              key={forum.id}
              index={i}
              title={forum.title}
              description={forum.description}
              meta={[{ icon: "users", text: forum.members }]}
              tags={forum.topics}
              action={{ label: "Join Discussion", to: forum.link, icon: "message-circle" }}
            />
          ))}
        </DetailGrid>
      </Section>
      <CallToAction
        title="Ready to build with a troupe?"
        text="Apply to the Catalyst programme (12 weeks) or ScaleUp Studio (6 months). We reply to every application within 24 hours."
        primary={{ label: "Apply for Incubation", to: "/contact-get-involved" }}
        secondary={{ label: "Read More Success Stories", to: "/success-stories" }}
      />
    </>
  );
}
