import type { CtaAction } from "~/components/call-to-action";
import type { Stat } from "~/components/stat-grid";
import { caseStoryDetails } from "./case-story-details";
import { caseStorySummaries } from "./case-story-summaries";
import { caseStudyPath } from "./detail-item-paths";
import type { CaseStory, CaseStorySummary, Recognition, VentureSpotlight } from "./success-stories-types";

/** Where a case story's own page lives (built in the "No dead ends" issue). */
export { caseStudyPath };

function withDetails(story: CaseStorySummary): CaseStory {
  const details = caseStoryDetails[story.slug];
  if (!details) throw new Error(`The case story "${story.slug}" has no details in case-story-details.ts`);
  return { ...story, ...details };
}

/** The featured case stories in full: each story's summary (./case-story-summaries.ts) with its figures and case study (./case-story-details.ts). */
export const caseStories: readonly CaseStory[] = caseStorySummaries.map(withDetails);

export const impactMetrics: readonly Stat[] = [
  { value: "₹750 crore+", label: "funding raised by our ventures" },
  { value: "12,000+", label: "jobs created" },
  { value: "250+", label: "ventures supported" },
  { value: "85%", label: "venture success rate, against a 20% industry average" },
];

export const impactIntro =
  "Every figure below is counted venture by venture at our stage-gate reviews, not estimated from a survey.";

export const recognitions: readonly Recognition[] = [
  {
    title: "Best Incubation Model of the Year",
    awardedBy: "India Innovation & Enterprise Summit",
    year: "2024",
    description: "For the troup-based model and its 85% venture success rate across five stage gates.",
    icon: "trophy",
  },
  {
    title: "Top 10 Impact Incubators in India",
    awardedBy: "Bharat Social Enterprise Forum",
    year: "2023",
    description: "Recognising the jobs and rural reach of ventures such as NexGen Health and EcoHarvest.",
    icon: "award",
  },
  {
    title: "Excellence in Corporate–Startup Collaboration",
    awardedBy: "Deccan Chamber of Commerce & Industry",
    year: "2023",
    description: "For co-innovation programmes that took startup pilots into production with industry partners.",
    icon: "handshake",
  },
  {
    title: "Women Entrepreneurship Champion",
    awardedBy: "Maharashtra Startup Week",
    year: "2022",
    description: "For the Wanapreneur programmes and the share of women founders in our portfolio.",
    icon: "star",
  },
];

export const ventureSpotlight: VentureSpotlight = {
  company: "DhruvaFleet",
  sector: "Electric last-mile logistics",
  founder: "Aditya Deshmukh",
  story: [
    "DhruvaFleet runs electric three-wheelers and cargo bikes for e-commerce and grocery deliveries in Pune, Hyderabad and Ahmedabad. It joined Ankur with twelve vehicles and a single client.",
    "Its troupe rebuilt route planning around battery swapping, set up a driver-ownership scheme with a partner NBFC and prepared the company for two funding rounds. Drivers now earn more than they did on petrol vehicles, and clients cut delivery emissions to near zero.",
  ],
  figures: [
    { value: "₹18 crore", label: "raised" },
    { value: "400+", label: "jobs created" },
    { value: "32x", label: "growth in deliveries" },
  ],
  link: { label: "See our portfolio companies", to: "/ecosystem/participating-companies" },
};

export const successStoriesCta: { title: string; text: string; primary: CtaAction; secondary: CtaAction } = {
  title: "Write the Next Success Story",
  text: "Whether you are building a venture or want to back one, our team will show you where you fit in the ecosystem.",
  primary: { label: "Get Involved", to: "/contact-get-involved" },
  secondary: { label: "Explore Our Services", to: "/solutions-services" },
};
