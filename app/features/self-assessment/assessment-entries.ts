/**
 * Build time only (page shells): the self-assessments
 * (app/content/assessments/*.yaml) in their order, each with the words every
 * assessment page shares (app/content/assessments-page.yaml). Components
 * receive these as props; they never import this module.
 */
import { getCollection, getEntry } from "astro:content";
import type { CardItem } from "~/components/card-grid";
import { registeredPagePath } from "~/features/program-pages/registered-page";
import { contactLink } from "~/lib/contact-link";
import type { AssessmentPage } from "./assessment-types";
import { quotedChoices } from "./scale-choices";

const page = await getEntry("assessmentsPage", "page");
if (!page) throw new Error("app/content/assessments-page.yaml is missing");
const shared = page.data;

/** The assessments' steps ("How It Works"), the same on every assessment page. */
export const assessmentSteps: readonly CardItem[] = shared.steps;

const entries = (await getCollection("assessments")).toSorted((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));

/** The self-assessment pages, in the order of their `order` field. */
export const assessmentPages: readonly AssessmentPage[] = entries.map(({ id, data }) => {
  const path = registeredPagePath("assessments", id);
  return {
    path,
    assessment: { name: data.name, scale: data.scale, dimensions: data.dimensions, recommendations: data.recommendations },
    intro: data.intro,
    minutes: data.minutes,
    card: { ...data.card, link: path },
    headings: { start: shared.headings.start, howItWorks: shared.headings.howItWorks, others: shared.headings.others },
    form: {
      title: shared.headings.statements,
      scaleIntro: shared.scaleIntro.replace("{choices}", quotedChoices(data.scale.map((option) => option.label))),
      privacyNote: shared.privacyNote,
      noScriptNote: shared.noScriptNote,
    },
    cta: {
      title: shared.cta.title,
      text: shared.cta.text,
      primary: { label: shared.cta.primary.label, to: contactLink(shared.cta.primary.contactTopic.replace("{name}", data.name)) },
      secondary: shared.cta.secondary,
    },
  };
});
