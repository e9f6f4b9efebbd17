import { Avatar } from "~/components/avatar";
import { DetailCard, DetailGrid } from "~/components/detail-card";
import { Section } from "~/components/section";
import { formatLongDate } from "~/lib/display-format";
import type { AcademicsPageCopy } from "./audience-copy";

/**
 * The Consultants & Academics page under its paper search: advisory services
 * and webinars (pages/audience-hub/consultants-academics.astro).
 */
export default function ConsultantsAcademicsContent({ advisory, webinars }: Pick<AcademicsPageCopy, "advisory" | "webinars">) {
  return (
    <>
      <Section id="advisory-services" title={advisory.title} tone="muted" intro={advisory.intro}>
        <DetailGrid>
          {advisory.services.map((service, i) => (
            <DetailCard
              key={service.id}
              index={i}
              title={service.title}
              description={service.description}
              meta={[{ icon: "clock", text: service.duration, label: advisory.durationLabel }]}
              list={{ title: advisory.expertiseHeading, items: service.expertise }}
              action={{ label: advisory.actionLabel, to: service.inquiryUrl, icon: "send" }}
            >
              <div className="flex items-center gap-3 text-sm">
                <Avatar name={service.contactPerson.name} image={service.contactPerson.image} size={36} />
                <span>
                  <span className="block font-medium text-slate-900">{service.contactPerson.name}</span>
                  <span className="block text-slate-600">{service.contactPerson.role}</span>
                </span>
              </div>
            </DetailCard>
          ))}
        </DetailGrid>
      </Section>
      <Section id="webinars" title={webinars.title} intro={webinars.intro}>
        <DetailGrid>
          {webinars.items.map((webinar, i) => (
            <DetailCard
              key={webinar.id}
              index={i}
              title={webinar.title}
              description={webinar.speakerLine}
              meta={[
                { icon: "calendar", text: formatLongDate(webinar.date), label: webinars.dateLabel },
                { icon: "clock", text: webinar.time, label: webinars.timeLabel },
              ]}
              tags={webinar.topics}
              action={{ label: webinars.actionLabel, to: webinar.registrationUrl }}
            />
          ))}
        </DetailGrid>
      </Section>
    </>
  );
}
