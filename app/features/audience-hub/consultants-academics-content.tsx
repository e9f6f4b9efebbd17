import { Avatar } from "~/components/avatar";
import { DetailCard, DetailGrid } from "~/components/detail-card";
import { Section } from "~/components/section";
import { advisoryServices, thoughtLeadershipWebinars } from "~/content/audience-academics-engagements";
import { formatLongDate } from "~/lib/display-format";

/**
 * The Consultants & Academics page under its paper search: advisory services
 * and webinars (pages/audience-hub/consultants-academics.astro).
 */
export default function ConsultantsAcademicsContent() {
  return (
    <>
      <Section id="advisory-services" title="Advisory Services Inquiry" tone="muted" intro="Work with our ventures as an adviser, reviewer or researcher. Tell us which engagement interests you and a named lead will reply.">
        <DetailGrid>
          {advisoryServices.map((service, i) => (
            <DetailCard
              key={service.id}
              index={i}
              title={service.title}
              description={service.description}
              meta={[{ icon: "clock", text: service.duration, label: "Duration" }]}
              list={{ title: "Expertise we look for", items: service.expertise }}
              action={{ label: "Submit Inquiry", to: service.inquiryUrl, icon: "send" }}
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
      <Section id="webinars" title="Thought Leadership Webinars" intro="Free, online and recorded for those who register. Bring your questions.">
        <DetailGrid>
          {thoughtLeadershipWebinars.map((webinar, i) => (
            <DetailCard
              key={webinar.id}
              index={i}
              title={webinar.title}
              description={`${webinar.speaker}, ${webinar.role}`}
              meta={[
                { icon: "calendar", text: formatLongDate(webinar.date), label: "Date" },
                { icon: "clock", text: webinar.time, label: "Time" },
              ]}
              tags={webinar.topics}
              action={{ label: "Register Now", to: webinar.registrationUrl }}
            />
          ))}
        </DetailGrid>
      </Section>
    </>
  );
}
