import { Avatar } from "~/components/avatar";
import { Breadcrumb } from "~/components/breadcrumb";
import { Icon } from "~/components/icon";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { pages } from "~/config/pages";
import { leadWithDateline } from "~/features/press-room/lead-with-dateline";
import { longDate } from "~/features/press-room/long-date";
import { type MediaContact, PRESS_ARCHIVE_PATH } from "~/features/press-room/press-copy";
import type { PressRelease, PressReleaseSummary } from "~/features/press-room/press-release";
import { PressReleaseCard } from "~/features/press-room/press-release-card";
import { BackLink } from "./back-link";
import { pressReleaseTrail } from "./detail-trails";
import { PressCategoryBadge } from "./press-category-badge";

const PRESS_PATH = "/press";

/** A press release's page: the release with its dateline, the boilerplate, the media contact and other releases. */
export function PressReleaseView(props: { release: PressRelease; others: readonly PressReleaseSummary[]; mediaContact: MediaContact; aboutAnkur: string }) {
  const { release, others, mediaContact, aboutAnkur } = props;
  return (
    <>
      <PageBanner title={release.title} subtitle={release.summary} background="light">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <PressCategoryBadge category={release.category} />
          <span className="sr-only">Published </span>
          <time dateTime={release.date}>{longDate(release.date)}</time>
        </div>
      </PageBanner>
      <Breadcrumb trail={pressReleaseTrail(release)} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-3">
          <article className="flex flex-col gap-6 text-lg leading-relaxed text-slate-800 lg:col-span-2" data-testid="release-body">
            {/* The release's text, rendered from its Markdown at build time; each paragraph a flex item of the article. */}
            <div className="contents [&>p]:text-pretty" dangerouslySetInnerHTML={{ __html: leadWithDateline(release.bodyHtml, `${release.dateline}, ${longDate(release.date)}`) }} />
            <section aria-labelledby="about-ankur-title" className="mt-4 border-t border-slate-200 pt-6">
              <h2 id="about-ankur-title" className="text-xl font-bold">
                About Ankur
              </h2>
              <p className="mt-3 text-base text-slate-700">{aboutAnkur}</p>
            </section>
            <div className="flex flex-wrap gap-6 text-base">
              <BackLink to={PRESS_PATH} label={`Back to the ${pages[PRESS_PATH].name}`} />
              <BackLink to={PRESS_ARCHIVE_PATH} label="All press releases" />
            </div>
          </article>
          <aside aria-labelledby="media-contact-title" className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h2 id="media-contact-title" className="text-lg font-semibold">
              Media Contact
            </h2>
            <div className="mt-4 flex items-center gap-3">
              <Avatar name={mediaContact.name} image={mediaContact.image} size={52} />
              <div>
                <p className="font-semibold text-slate-900">{mediaContact.name}</p>
                <p className="text-sm text-slate-600">{mediaContact.role}</p>
              </div>
            </div>
            <ul className="mt-4 space-y-2">
              <li className="flex items-center gap-2">
                <Icon name="mail" className="size-4 shrink-0 text-brand-700" />
                <a href={`mailto:${mediaContact.email}?subject=${encodeURIComponent(`Media enquiry: ${release.title}`)}`} className="break-all font-medium text-brand-700 hover:underline">
                  {mediaContact.email}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Icon name="phone" className="size-4 shrink-0 text-brand-700" />
                <a href={`tel:${mediaContact.phone.replaceAll(" ", "")}`} className="font-medium text-brand-700 hover:underline">
                  {mediaContact.phone}
                </a>
              </li>
            </ul>
            <p className="mt-4 text-sm text-slate-600">{mediaContact.responseTime}</p>
          </aside>
        </div>
      </Section>
      {others.length > 0 && (
        <Section id="more-releases" title="More Press Releases" tone="muted">
          <ul className="grid gap-6 lg:grid-cols-3">
            {others.map((other, i) => (
              <PressReleaseCard key={other.slug} release={other} index={i} />
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
