/**
 * Build time only (the Ecosystem page shells): the Mentorship Network's,
 * Participating Companies', Troup-Based Incubation Model's and
 * Industry Partners' copy from
 * app/content/<page>-page.yaml, each co-innovation project's partner named
 * from its organisation record.
 */
import { getEntry } from "astro:content";
import type { IndustryPartnersCopy } from "./industry-partners-content";
import type { MentorshipCopy } from "./mentorship-network-content";
import type { ParticipatingCompaniesCopy } from "./participating-companies-content";
import type { TroupModelCopy } from "./troup-based-incubation-model-content";

export async function mentorshipPage(): Promise<MentorshipCopy> {
  const entry = await getEntry("mentorshipPage", "page");
  if (!entry) throw new Error("app/content/mentorship-page.yaml is missing");
  return entry.data;
}

export async function troupModelPage(): Promise<TroupModelCopy> {
  const entry = await getEntry("troupModelPage", "page");
  if (!entry) throw new Error("app/content/troup-model-page.yaml is missing");
  return entry.data;
}

export async function participatingCompaniesPage(): Promise<ParticipatingCompaniesCopy> {
  const entry = await getEntry("participatingCompaniesPage", "page");
  if (!entry) throw new Error("app/content/participating-companies-page.yaml is missing");
  return entry.data;
}

export async function industryPartnersPage(): Promise<IndustryPartnersCopy> {
  const entry = await getEntry("industryPartnersPage", "page");
  if (!entry) throw new Error("app/content/industry-partners-page.yaml is missing");
  const projects = await Promise.all(
    entry.data.projects.map(async (project) => {
      const partner = await getEntry(project.partner);
      if (!partner) throw new Error(`app/content/industry-partners-page.yaml: no organisation ${project.partner.id}`);
      return { ...project, partner: partner.data.name };
    }),
  );
  return { ...entry.data, projects };
}
