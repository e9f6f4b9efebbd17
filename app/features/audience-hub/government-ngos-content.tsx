import { Badge, type BadgeTone } from "~/components/badge";
import { CallToAction } from "~/components/call-to-action";
import { DetailCard, DetailGrid } from "~/components/detail-card";
import { Icon } from "~/components/icon";
import { Section } from "~/components/section";
import { formatLongDate } from "~/lib/display-format";
import type { GovernmentPageCopy } from "./audience-copy";
import type { PolicyBriefCategory, RegulatoryStatus } from "./audience-options";

/** Spec 2 §4: Active is shown green, Upcoming in another colour. */
const regulatoryStatusTone = { Active: "green", Upcoming: "amber" } as const satisfies Record<RegulatoryStatus, BadgeTone>;

const policyBriefTone = { "Impact Study": "green", "Policy Brief": "blue" } as const satisfies Record<PolicyBriefCategory, BadgeTone>;

/** The Government & NGOs page under its banner (pages/audience-hub/government-ngos.astro). */
export default function GovernmentNgosContent({ copy }: { copy: GovernmentPageCopy }) {
  const { policyBriefs, collaboration, regulatory, cta } = copy;
  return (
    <>
      <Section id="policy-briefs" title={policyBriefs.title} intro={policyBriefs.intro}>
        <DetailGrid>
          {policyBriefs.items.map((brief, i) => (
            <DetailCard
              key={brief.id}
              index={i}
              title={brief.title}
              description={brief.summary}
              cover={brief.cover}
              badges={<Badge tone={policyBriefTone[brief.category]}>{brief.category}</Badge>}
              meta={[{ icon: "calendar", text: formatLongDate(brief.date), label: policyBriefs.dateLabel }]}
              action={{ label: policyBriefs.actionLabel, to: brief.downloadUrl, icon: "download" }}
            >
              <p className="flex items-start gap-2 text-sm font-medium text-emerald-800">
                <Icon name="trending-up" className="mt-0.5 size-4 shrink-0" />
                {brief.impact}
              </p>
            </DetailCard>
          ))}
        </DetailGrid>
      </Section>
      <Section id="collaboration-proposals" title={collaboration.title} tone="muted" intro={collaboration.intro}>
        <DetailGrid>
          {collaboration.items.map((template, i) => (
            <DetailCard
              key={template.id}
              index={i}
              title={template.title}
              description={template.description}
              badges={<Badge tone="violet">{template.type}</Badge>}
              list={{ title: collaboration.listHeading, items: template.features }}
              action={{ label: collaboration.actionLabel, to: template.downloadUrl, icon: "download" }}
            />
          ))}
        </DetailGrid>
      </Section>
      <Section id="regulatory-updates" title={regulatory.title} intro={regulatory.intro}>
        <DetailGrid>
          {regulatory.items.map((update, i) => (
            <DetailCard
              key={update.id}
              index={i}
              title={update.title}
              description={update.summary}
              badges={
                <>
                  <Badge tone={regulatoryStatusTone[update.status]}>{update.status}</Badge>
                  <Badge tone="slate">{update.category}</Badge>
                </>
              }
              meta={[
                { icon: "calendar", text: formatLongDate(update.date), label: regulatory.dateLabel },
                { icon: "clock", text: `${regulatory.deadlinePrefix} ${update.deadline}` },
              ]}
              action={{ label: regulatory.actionLabel, to: update.detailsUrl, external: true }}
            />
          ))}
        </DetailGrid>
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
