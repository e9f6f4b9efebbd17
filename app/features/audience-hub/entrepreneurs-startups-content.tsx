import { Breadcrumb } from "~/components/breadcrumb";
import { CallToAction } from "~/components/call-to-action";
import { DetailCard, DetailGrid } from "~/components/detail-card";
import { Link } from "~/components/link";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { pages } from "~/config/pages";
import { breadcrumbTrail } from "~/lib/breadcrumb-trail";
import type { EntrepreneursPageCopy } from "./audience-copy";

// The Entrepreneurs & Startups page (pages/audience-hub/entrepreneurs-startups.astro),
// around its two islands: the story gallery and the funding checklist.

const PATH = "/audience-hub/entrepreneurs-startups";

/** Spec 2 §9: the entrepreneurs hero is 400 px high. */
export const ENTREPRENEURS_HERO_HEIGHT_PX = 400;

/** The 400 px hero with its two calls to action (the second to a place on the page), and the breadcrumb under it. */
export function EntrepreneursHero({ hero }: Pick<EntrepreneursPageCopy, "hero">) {
  const page = pages[PATH];
  return (
    <>
      {/* Spec: the hero is 400 px high; it grows only if its text would not fit. */}
      <div data-testid="entrepreneurs-hero" className="grid" style={{ minHeight: ENTREPRENEURS_HERO_HEIGHT_PX }}>
        <PageBanner title={page.title} subtitle={page.description} background="sunrise" className="grid content-center">
          <div className="flex flex-wrap gap-3">
            <Link to={hero.primary.to} className="btn btn-light">
              {hero.primary.label}
            </Link>
            <a href={hero.secondary.to} className="btn btn-outline-light">
              {hero.secondary.label}
            </a>
          </div>
        </PageBanner>
      </div>
      <Breadcrumb trail={breadcrumbTrail(PATH)} />
    </>
  );
}

/** The community forums and the closing call to action. */
export function EntrepreneursCommunity({ forums, cta }: Pick<EntrepreneursPageCopy, "forums" | "cta">) {
  return (
    <>
      <Section id="community-forums" title={forums.title} intro={forums.intro}>
        <DetailGrid>
          {forums.items.map((forum, i) => (
            <DetailCard
              key={forum.id}
              index={i}
              title={forum.title}
              description={forum.description}
              meta={[{ icon: "users", text: forum.members }]}
              tags={forum.topics}
              action={{ label: forums.actionLabel, to: forum.link, icon: "message-circle" }}
            />
          ))}
        </DetailGrid>
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
