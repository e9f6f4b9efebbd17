/**
 * Build time only (page shells): the flagship programmes
 * (app/content/programmes/*.yaml) in their order, and the copy of /programs
 * and of the chooser under every programme page (app/content/programmes-page.yaml).
 * Components receive these as props; they never import this module.
 */
import { getCollection, getEntry } from "astro:content";
import { registeredPagePath } from "./registered-page";
import type { FlagshipProgram, ProgramChooser, ProgramPageHeadings, ProgramsHubCopy } from "./programme-types";

const entries = (await getCollection("programmes")).toSorted((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));

/** The flagship programmes, in the order of their `order` field. */
export const flagshipProgrammes: readonly FlagshipProgram[] = entries.map(({ id, data }) => {
  const path = registeredPagePath("programmes", id);
  const { order: _order, card, ...programme } = data;
  return { ...programme, path, card: { title: data.name, description: card.description, icon: data.icon, link: path, linkLabel: card.linkLabel } };
});

const page = await getEntry("programmesPage", "page");
if (!page) throw new Error("app/content/programmes-page.yaml is missing");

const { chooser, programmePage, ...hub } = page.data;
export const programsHubCopy: ProgramsHubCopy = hub;
export const programChooser: ProgramChooser = chooser;

/** The headings of `program`'s page, its short name in place of {name} and its schedule's title in place of {schedule}. */
export function programPageHeadings(program: Pick<FlagshipProgram, "shortName" | "scheduleTitle">): ProgramPageHeadings {
  const named = (heading: string) => heading.replaceAll("{name}", program.shortName).replaceAll("{schedule}", program.scheduleTitle.toLowerCase());
  return {
    seeSchedule: named(programmePage.seeSchedule),
    overview: named(programmePage.overview),
    audience: named(programmePage.audience),
    outcomes: named(programmePage.outcomes),
    terms: named(programmePage.terms),
    faqs: named(programmePage.faqs),
  };
}
