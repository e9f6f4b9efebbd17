import type { PagePath } from "./page-titles";

/**
 * Each public page's one-line summary: its banner subtitle and its meta
 * description. Kept apart from the titles, which the menus load too
 * (config/navigation.ts); no page's first load carries either.
 */
export const pageDescriptions: Record<PagePath, string> = {
  "/":
    "Ankur helps Indian founders build, fund and scale ventures with troupes of 4-6 specialists, a network of investors and corporates, and stage-gate milestones.",
  "/contact":
    "Reach the Ankur team: send a message, apply for incubation, or find our offices in Pune and Bengaluru.",
  "/contact-get-involved":
    "Write to the Ankur team, apply for incubation or visit our offices in Pune and Bengaluru.",
  "/contact-get-involved/partner-apply":
    "Apply to partner with Ankur as an associate, strategic, alliance, corporate, academic or government partner.",
  "/contact-get-involved/application-status":
    "Check where your Ankur incubation application stands with your Application ID and the e-mail address you applied with.",
  "/about-us":
    "From a 2015-16 pilot to a public limited company: the story, mission, values and leadership behind Ankur.",
  "/ecosystem":
    "Associate bodies, participating companies, the troup-based incubation model, mentors and industry partners working as one network.",
  "/ecosystem/associate-bodies":
    "The governance framework, operating bodies and operational cells that keep every venture on track.",
  "/ecosystem/participating-companies":
    "The ventures in our portfolio, the sectors they work in and how we select new companies.",
  "/ecosystem/troup-based-incubation-model":
    "Cross-functional troupes of 4-6 specialists and five stage gates take a venture from idea to scale.",
  "/ecosystem/mentorship-network":
    "Founders, operators and investors who mentor Ankur ventures, matched by skill and stage.",
  "/ecosystem/industry-partners":
    "Corporates that co-innovate with our startups: pilots, shared labs and market access.",
  "/solutions-services":
    "Incubation packages, corporate partnerships, government programmes, MSME schemes and training, built on the troup model.",
  "/solutions-services/corporate-partnerships":
    "CSR strategy design, R&D co-development packages and collaboration case studies for corporates.",
  "/solutions-services/government-programs-grants":
    "Policy alignment guides, grant application support and compliance checklists for Indian schemes.",
  "/solutions-services/startup-incubation-packages":
    "Ideation workshops, MVP development support and market-entry accelerators for early-stage founders.",
  "/solutions-services/msme-support-schemes":
    "Digitalisation roadmaps, credit facilitation and process optimisation toolkits for MSMEs.",
  "/solutions-services/wanapreneur-programs":
    "Capacity building, networking and pitch events and peer-learning circles for aspiring entrepreneurs.",
  "/solutions-services/digital-transformation-training":
    "Technology audits, custom training curricula and certification pathways for teams.",
  "/audience-hub":
    "What Ankur offers corporates, investors, entrepreneurs, government bodies and NGOs, consultants and academics.",
  "/audience-hub/industry-corporate":
    "Open innovation with Indian startups: use cases, partner stories and a way to start a conversation.",
  "/audience-hub/investors-vcs":
    "Curated deal flow, portfolio reports and investor roundtables from the Ankur portfolio.",
  "/audience-hub/entrepreneurs-startups":
    "Founder stories, a funding readiness checklist and community forums for Indian startups.",
  "/audience-hub/government-ngos":
    "Policy briefs, impact studies, collaboration templates and regulatory updates for public bodies and NGOs.",
  "/audience-hub/consultants-academics":
    "A research papers repository, advisory services and thought-leadership webinars.",
  "/resources":
    "Articles, whitepapers, events, templates and media to help you build and back ventures.",
  "/resources/blog":
    "Notes on India's startup ecosystem, technology and policy from the Ankur team.",
  "/resources/whitepapers":
    "Research on innovation, digital adoption, sustainability and policy.",
  "/resources/events":
    "Upcoming webinars, workshops and conferences, and recordings to watch on demand.",
  "/resources/tools":
    "Business plan, financial model and pitch deck templates to download.",
  "/resources/media":
    "Visual guides, brand assets and short videos about the Ankur ecosystem.",
  "/success-stories":
    "How ventures built with Ankur raised capital, created jobs and reached millions.",
  "/partner-portal":
    "Collaboration tools, resources and events for Ankur's partner organisations.",
  "/careers":
    "Join the team that builds India's next generation of ventures.",
  "/press":
    "Announcements, media coverage and resources for journalists.",
  "/faq":
    "Answers about Ankur, incubation, the troup model, partnerships and resources.",
  "/legal":
    "Our privacy policy, terms of use, cookie policy and data protection guidelines.",
  "/legal/privacy-policy":
    "What personal data Ankur collects, why, how long we keep it and your rights under the DPDP Act 2023.",
  "/legal/terms-of-use":
    "The terms that apply when you use the Ankur website and its services.",
  "/legal/cookie-policy":
    "The few cookies this website sets and why it needs them.",
  "/legal/data-protection-guidelines":
    "How Ankur protects data: encryption, access control, audits and reviews.",
  "/platform":
    "How founders, investors, corporates, mentors and governance bodies work together on one platform, from first idea to scale.",
  "/programs":
    "Catalyst (12 weeks), ScaleUp Studio (6 months), Enterprise Innovation Lab (90-day sprints) and Ecosystem Builder: find the programme that fits your stage.",
  "/solutions-services/catalyst-program":
    "A 12-week programme that takes a founding team from a validated idea to a launch-ready MVP with its first customers.",
  "/solutions-services/scaleup-studio":
    "Six months with a dedicated troupe to find repeatable growth, build the team and prepare the next funding round.",
  "/solutions-services/enterprise-innovation-lab":
    "90-day sprints in which corporates and startups build and test new products together.",
  "/solutions-services/ecosystem-builder":
    "Help for states, universities and industry bodies that want to build incubation ecosystems of their own.",
  "/solutions-services/readiness-assessment":
    "Score your venture on 12 dimensions in ten minutes and see which Ankur package fits where you are.",
  "/solutions-services/innovation-diagnostic":
    "A short diagnostic of how your organisation finds, tests and scales new ideas, with a recommendation.",
  "/solutions-services/investment-readiness":
    "Check whether your startup is ready to raise: team, traction, financials, documents and pitch.",
  "/press/archive":
    "Every Ankur press release, newest first.",
  "/login":
    "Resource library accounts open by invitation. Ask for a download by e-mail instead.",
};
