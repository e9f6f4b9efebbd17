import type { CtaAction } from "~/components/call-to-action";
import type { Stat } from "~/components/stat-grid";
import { caseStudyPath } from "./detail-item-paths";
import type { CaseStory, Recognition, VentureSpotlight } from "./success-stories-types";

/** Where a case story's own page lives (built in the "No dead ends" issue). */
export { caseStudyPath };

/** The featured case stories; each has its own page at /case-studies/{slug}. */
export const caseStories: readonly CaseStory[] = [
  {
    slug: "nexgen-health",
    company: "NexGen Health",
    title: "Primary care for small-town India, one clinic network at a time",
    industry: "HealthTech",
    city: "Nagpur, Maharashtra",
    founders: ["Dr. Ananya Kulkarni", "Rohit Wagh"],
    icon: "heart-pulse",
    image: "/covers/case-studies/nexgen-health.svg",
    summary:
      "A network of tele-enabled clinics that brings specialist consultations and diagnostics to tier-2 and tier-3 towns in Maharashtra and Madhya Pradesh.",
    highlights: [
      { value: "₹32 crore", label: "funding raised" },
      { value: "120+", label: "clinics opened" },
      { value: "35,000+", label: "patients served" },
    ],
    challenge:
      "Patients in towns such as Wardha, Yavatmal and Chhindwara travelled up to 150 km to see a specialist, and most small clinics ran on paper. NexGen Health had a working teleconsultation pilot in four clinics, but no repeatable way to open, staff and finance new ones, and investors doubted that rural clinics could break even.",
    solution: [
      "A troupe of five specialists (operations, clinical quality, technology, finance and partnerships) joined the founders at the MVP Development gate.",
      "The troupe standardised a 'clinic in a box': a franchise playbook, a Hindi and Marathi booking app and a diagnostics kit that a trained nurse can run.",
      "Finance built unit economics clinic by clinic, showing break-even in the seventh month, and prepared the data room for the Series A.",
      "Ankur's corporate network brought in a diagnostics chain as lab partner and a district co-operative bank to finance clinic owners.",
    ],
    results: [
      "₹32 crore raised across seed and Series A rounds, led by two impact funds from the Ankur investor network.",
      "120+ clinics now open across 38 districts, 70% of them run by local entrepreneurs on the franchise model.",
      "35,000+ patients treated, with specialist waiting times cut from weeks to two days.",
    ],
    duration: "18 months (MVP Development to Growth & Scaling)",
    status: "Completed",
    founderQuote: {
      quote:
        "Our troupe did not hand us advice and leave. They sat in our clinics, rebuilt our numbers and stood beside us in every investor meeting.",
      author: "Dr. Ananya Kulkarni",
      position: "Co-founder and CEO, NexGen Health",
    },
  },
  {
    slug: "ecoharvest",
    company: "EcoHarvest",
    title: "Precision irrigation that pays for itself in one season",
    industry: "AgriTech / CleanTech",
    city: "Nashik, Maharashtra",
    founders: ["Sandeep Patil", "Meenakshi Iyer"],
    icon: "sprout",
    image: "/covers/case-studies/ecoharvest.svg",
    summary:
      "Solar-powered soil sensors and drip scheduling for grape, onion and pomegranate growers, sold through farmer producer organisations.",
    highlights: [
      { value: "85%", label: "less water used" },
      { value: "12x", label: "revenue growth" },
      { value: "5,000+", label: "farmers on board" },
    ],
    challenge:
      "Nashik's growers face falling groundwater and rising power costs. EcoHarvest's sensor worked in field trials, but each unit cost more than a smallholder could pay, sales happened one farmer at a time, and the hardware failed in the monsoon.",
    solution: [
      "Ankur's troupe (hardware engineering, agronomy, finance and rural distribution) redesigned the sensor with an IP67 enclosure and cut its bill of materials by 40%.",
      "The model moved from selling devices to a per-acre seasonal subscription sold through farmer producer organisations, with a pay-after-harvest option.",
      "Partnerships cells connected EcoHarvest to a state micro-irrigation scheme and an agri-input company for bundled distribution.",
    ],
    results: [
      "Drip schedules driven by soil moisture cut water use by 85% on enrolled plots compared with flood irrigation.",
      "Revenue grew 12x in two years as FPO channels replaced door-to-door sales.",
      "5,000+ farmers across Nashik, Ahmednagar and Solapur districts now use the service.",
    ],
    duration: "24 months (Ideation & Validation to Growth & Scaling)",
    status: "Completed",
    founderQuote: {
      quote:
        "The stage-gate review told us to stop selling boxes and start selling water saved. That pivot is the reason we are still here.",
      author: "Sandeep Patil",
      position: "Founder and CEO, EcoHarvest",
    },
  },
  {
    slug: "finedge",
    company: "FinEdge",
    title: "Digital savings and credit for India's small merchants",
    industry: "FinTech",
    city: "Bengaluru, Karnataka",
    founders: ["Karthik Subramanian", "Zoya Mirza"],
    icon: "wallet",
    image: "/covers/case-studies/finedge.svg",
    summary:
      "A mobile-first account, UPI collections and working-capital credit for kirana stores and micro-merchants, offered with partner banks and NBFCs.",
    highlights: [
      { value: "3.2M", label: "accounts opened" },
      { value: "₹50 crore", label: "Series B" },
      { value: "18", label: "states served" },
    ],
    challenge:
      "Small merchants take most payments by UPI but still cannot borrow against that income. FinEdge had the product, but needed a regulated lending partner, compliance that would pass a bank's audit, and a way to reach merchants outside the metros at low cost.",
    solution: [
      "A troupe with a former bank risk officer, a compliance specialist, a growth marketer and a data engineer worked alongside the founders from Market Traction onwards.",
      "The troupe designed a cash-flow underwriting model on UPI history and took it through two partner banks' credit committees.",
      "KYC, data protection and grievance processes were built to RBI digital lending guidelines before launch, not after.",
      "A field-agent programme with local language onboarding took the product to merchants in district towns.",
    ],
    results: [
      "3.2M merchant and customer accounts opened.",
      "A ₹50 crore Series B led by a fintech fund met through Ankur's investor roundtables.",
      "Live in 18 states, with non-performing loans below the partner banks' own portfolio average.",
    ],
    duration: "30 months (Market Traction to Maturity)",
    status: "Ongoing",
    founderQuote: {
      quote:
        "Regulated lending punishes shortcuts. Having compliance and risk people in our troupe from day one is why two banks said yes.",
      author: "Zoya Mirza",
      position: "Co-founder and COO, FinEdge",
    },
  },
];

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
