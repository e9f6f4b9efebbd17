import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import { contactLink } from "~/lib/contact-link";
import { longDate } from "./long-date";
import { type MediaContact, PRESS_ARCHIVE_PATH, type PressRoomCopy } from "./press-copy";
import type { PressReleaseSummary } from "./press-release";
import { PressReleaseCard } from "./press-release-card";

type MediaResource = { title: string; description: string; icon: PressRoomCopy["resources"]["pressKit"][number]["icon"]; action: { label: string; to: string }; phone?: string };

/** The media resources: the press kit, each asked for through the contact form, then the media contact's card. */
function mediaResources(copy: PressRoomCopy, contact: MediaContact): MediaResource[] {
  const { card } = contact;
  return [
    ...copy.resources.pressKit.map((item) => ({ title: item.title, description: item.description, icon: item.icon, action: { label: item.actionLabel, to: contactLink(item.contactTopic) } })),
    {
      title: card.title,
      description: `${contact.name}, ${contact.role}, at ${contact.email}. ${contact.responseTime}`,
      icon: card.icon,
      action: { label: card.actionLabel.replaceAll("{name}", contact.name), to: `mailto:${contact.email}?subject=${encodeURIComponent(card.subject)}` },
      phone: contact.phone,
    },
  ];
}

/** The press room under its banner (pages/press/index.astro), with the releases newest first; its words from app/content/press-page.yaml. */
export default function PressContent({ releases, copy, mediaContact }: { releases: readonly PressReleaseSummary[]; copy: PressRoomCopy; mediaContact: MediaContact }) {
  return (
    <>
      <Section id="press-releases" title={copy.releases.title} intro={copy.releases.intro}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {releases.map((release, i) => (
            <PressReleaseCard key={release.slug} release={release} index={i} />
          ))}
        </ul>
        <Link to={PRESS_ARCHIVE_PATH} className="btn btn-secondary mt-8">
          {copy.releases.archiveLink}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </Section>
      <Section id="media-coverage" title={copy.coverage.title} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {copy.coverage.stories.map((story, i) => (
            <Reveal as="li" index={i} key={story.headline} className="flex flex-col gap-2 rounded-2xl bg-white p-6 shadow-sm">
              <p className="flex flex-wrap items-center gap-x-3 text-sm">
                <span className="font-semibold text-brand-800">{story.outlet}</span>
                <time dateTime={story.date} className="text-slate-600">
                  {longDate(story.date)}
                </time>
              </p>
              <h3 className="text-lg font-semibold">{story.headline}</h3>
              <p className="text-slate-600">{story.excerpt}</p>
              <Link to={story.link.to} className="mt-auto inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                {story.link.label}
                <span className="sr-only">: {story.headline}</span>
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="media-resources" title={copy.resources.title} intro={copy.resources.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {mediaResources(copy, mediaContact).map((resource, i) => {
            const isMail = resource.action.to.startsWith("mailto:");
            const className = "mt-auto inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline";
            return (
              <Reveal as="li" index={i} key={resource.title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-6">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={resource.icon} />
                </span>
                <h3 className="text-lg font-semibold">{resource.title}</h3>
                <p className="break-words text-slate-600">{resource.description}</p>
                {resource.phone && (
                  <p className="text-slate-700">
                    Phone:{" "}
                    <a href={`tel:${resource.phone.replaceAll(" ", "")}`} className="font-medium text-brand-700 hover:underline">
                      {resource.phone}
                    </a>
                  </p>
                )}
                {isMail ? (
                  <a href={resource.action.to} className={className}>
                    {resource.action.label}
                  </a>
                ) : (
                  <Link to={resource.action.to} className={className}>
                    {resource.action.label}
                    <Icon name="arrow-right" className="size-4 shrink-0" />
                  </Link>
                )}
              </Reveal>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
