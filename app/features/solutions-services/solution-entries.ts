/**
 * Build time only (page shells): the Solutions & Services pages
 * (app/content/solutions/<id>.yaml) and the hub's copy
 * (app/content/solutions-page.yaml). Components receive these as props;
 * they never import this module.
 */
import { getEntry } from "astro:content";
import { buildTime } from "~/lib/build-time";
import { formatLongDate } from "~/lib/display-format";
import { upcomingSession } from "./next-session";
import type { SolutionCards, SolutionPage, SolutionsHubCopy } from "./solution-types";

/** The page /solutions-services/<id>, from app/content/solutions/<id>.yaml; a missing file fails the build. */
export async function solutionPage(id: string): Promise<SolutionPage> {
  const entry = await getEntry("solutions", id);
  if (!entry) throw new Error(`app/content/solutions/${id}.yaml is missing (the page /solutions-services/${id} reads it)`);
  const today = buildTime();
  return {
    cta: entry.data.cta,
    sections: entry.data.sections.map(({ id: sectionId, title, intro, services, csrProgrammes, rdPackages, caseStudies, features }) => {
      let cards: SolutionCards;
      if (services) {
        cards = {
          kind: "services",
          items: services.map(({ nextSession, action, ...service }) => {
            const withAction = action ? { ...service, action } : service;
            if (!nextSession) return withAction;
            // Once its day is past in India the session is no longer offered: its date and its Register leave the card.
            if (!upcomingSession(nextSession.date, today)) return service;
            return { ...withAction, nextSession: `${formatLongDate(nextSession.date)}, ${nextSession.place}` };
          }),
        };
      } else if (csrProgrammes) cards = { kind: "csrProgrammes", items: csrProgrammes };
      else if (rdPackages) cards = { kind: "rdPackages", items: rdPackages };
      else if (caseStudies) cards = { kind: "caseStudies", items: caseStudies };
      else if (features) cards = { kind: "features", items: features };
      else throw new Error(`app/content/solutions/${id}.yaml: section "${sectionId}" has no cards`);
      return { id: sectionId, title, ...(intro ? { intro } : {}), cards };
    }),
  };
}

const hub = await getEntry("solutionsHub", "page");
if (!hub) throw new Error("app/content/solutions-page.yaml is missing");

export const solutionsHubCopy: SolutionsHubCopy = hub.data;
