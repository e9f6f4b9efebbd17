/**
 * Build time only (the Audience Hub page shells; never a React component):
 * each audience page's copy from app/content/audiences/<page>.yaml, with the
 * people it names resolved from app/content/people/.
 */
import { type CollectionEntry, getEntries, getEntry } from "astro:content";
import type { Testimonial } from "~/components/testimonial";
import { testimonialsOn } from "~/features/people/people-entries";
import { personPosition } from "~/features/people/person-position";
import type { AcademicsPageCopy, CorporatePageCopy, EntrepreneursPageCopy, GovernmentPageCopy, InvestorsPageCopy } from "./audience-copy";

type AudienceCollection = "corporatePage" | "academicsPage" | "investorsPage" | "entrepreneursPage" | "governmentPage";

async function pageData<C extends AudienceCollection>(collection: C, file: string): Promise<CollectionEntry<C>["data"]> {
  const entry = await getEntry(collection, "page");
  if (!entry) throw new Error(`app/content/audiences/${file}.yaml is missing`);
  return entry.data;
}

export async function corporatePage(): Promise<{ copy: CorporatePageCopy; testimonials: Testimonial[] }> {
  return { copy: await pageData("corporatePage", "industry-corporate"), testimonials: await testimonialsOn("industry-corporate") };
}

export async function academicsPage(): Promise<AcademicsPageCopy> {
  const { researchPapers, advisory, webinars } = await pageData("academicsPage", "consultants-academics");
  const contacts = await getEntries(advisory.services.map((service) => service.contact));
  const speakers = await getEntries(webinars.items.map((webinar) => webinar.speaker));
  return {
    researchPapers,
    advisory: {
      ...advisory,
      services: advisory.services.map(({ id, title, description, expertise, duration, contactTopic }, i) => {
        const person = contacts[i]!.data;
        const contactPerson = { name: person.name, role: person.role, ...(person.image ? { image: person.image } : {}) };
        return { id, title, description, expertise, duration, contactPerson, inquiryUrl: contactTopic };
      }),
    },
    webinars: {
      ...webinars,
      items: webinars.items.map(({ id, title, date, time, topics, contactTopic }, i) => {
        const person = speakers[i]!.data;
        return { id, title, speakerLine: `${person.name}, ${personPosition(person)}`, date, time, topics, registrationUrl: contactTopic };
      }),
    },
  };
}

export async function investorsPage(): Promise<InvestorsPageCopy> {
  const { reports, roundtables, ...rest } = await pageData("investorsPage", "investors-vcs");
  return {
    ...rest,
    reports: { ...reports, items: reports.items.map(({ contactTopic, ...report }) => ({ ...report, link: contactTopic })) },
    roundtables: { ...roundtables, items: roundtables.items.map(({ contactTopic, ...roundtable }) => ({ ...roundtable, link: contactTopic })) },
  };
}

export async function entrepreneursPage(): Promise<EntrepreneursPageCopy> {
  const { forums, ...rest } = await pageData("entrepreneursPage", "entrepreneurs-startups");
  return { ...rest, forums: { ...forums, items: forums.items.map(({ contactTopic, ...forum }) => ({ ...forum, link: contactTopic })) } };
}

export async function governmentPage(): Promise<GovernmentPageCopy> {
  const { policyBriefs, collaboration, ...rest } = await pageData("governmentPage", "government-ngos");
  return {
    ...rest,
    policyBriefs: { ...policyBriefs, items: policyBriefs.items.map(({ contactTopic, ...brief }) => ({ ...brief, downloadUrl: contactTopic })) },
    collaboration: { ...collaboration, items: collaboration.items.map(({ contactTopic, ...template }) => ({ ...template, downloadUrl: contactTopic })) },
  };
}
