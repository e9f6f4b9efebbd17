import { Badge } from "~/components/badge";
import { CallToAction } from "~/components/call-to-action";
import { DetailCard, DetailGrid } from "~/components/detail-card";
import { Icon } from "~/components/icon";
import { Section } from "~/components/section";
import { collaborationTemplates, governmentIntro, policyBriefs, regulatoryStatusTone, regulatoryUpdates } from "~/content/audience-government";
import { formatLongDate } from "~/lib/display-format";

/** The Government & NGOs page under its banner (pages/audience-hub/government-ngos.astro). */
export default function GovernmentNgosContent() {
  return (
    <>
      <Section id="policy-briefs" title="Policy Briefs & Impact Studies" intro={governmentIntro.text}>
        <DetailGrid>
          {policyBriefs.map((brief, i) => (
            <DetailCard
              key={brief.id}
              index={i}
              title={brief.title}
              description={brief.summary}
              cover={brief.image}
              badges={<Badge tone={brief.category === "Impact Study" ? "green" : "blue"}>{brief.category}</Badge>}
              meta={[{ icon: "calendar", text: formatLongDate(brief.date), label: "Published" }]}
              action={{ label: "Download Report", to: brief.downloadUrl, icon: "download" }}
            >
              <p className="flex items-start gap-2 text-sm font-medium text-emerald-800">
                <Icon name="trending-up" className="mt-0.5 size-4 shrink-0" />
                {brief.impact}
              </p>
            </DetailCard>
          ))}
        </DetailGrid>
      </Section>
      <Section id="collaboration-proposals" title="Collaboration Proposals" tone="muted" intro="Start from a template our legal and programme teams already use with state missions, CSR funders and NGOs.">
        <DetailGrid>
          {collaborationTemplates.map((template, i) => (
            <DetailCard
              key={template.id}
              index={i}
              title={template.title}
              description={template.description}
              badges={<Badge tone="violet">{template.type}</Badge>}
              list={{ title: "What it covers", items: template.features }}
              action={{ label: "Download Template", to: template.downloadUrl, icon: "download" }}
            />
          ))}
        </DetailGrid>
      </Section>
      <Section id="regulatory-updates" title="Regulatory Updates" intro="Changes our founders and partners need to act on, with the deadline and the issuing authority's page.">
        <DetailGrid>
          {regulatoryUpdates.map((update, i) => (
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
                { icon: "calendar", text: formatLongDate(update.date), label: "Issued" },
                { icon: "clock", text: `Deadline: ${update.deadline}` },
              ]}
              action={{ label: "View Details", to: update.detailsUrl, external: true }}
            />
          ))}
        </DetailGrid>
      </Section>
      <CallToAction
        title="Design a programme with us"
        text="From a district incubation centre to a statewide founder fellowship, we bring the troupes, the network and the measurement."
        primary={{ label: "Propose a Partnership", to: "/contact-get-involved/partner-apply" }}
        secondary={{ label: "Talk to Our Team", to: "/contact-get-involved" }}
      />
    </>
  );
}
