import { site } from "~/config/site";
import type { FaqCategory } from "./faq-types";

export const faqCategories: readonly FaqCategory[] = [
  {
    id: "faq-about",
    title: "About",
    icon: "building-2",
    items: [
      {
        id: "what-is-ankur",
        question: `What is ${site.name}?`,
        answer: [
          `${site.name} is an entrepreneurship and startup-incubation ecosystem run by ${site.company}, with offices in Pune and Bengaluru. We connect founders with troupes of specialists, investors, corporates, government programmes, mentors and academic partners, and take ventures from an idea to scale through clear stage gates.`,
        ],
      },
      {
        id: "how-different",
        question: "How is Ankur different from other incubators?",
        answer: [
          "Most incubators offer space, a few mentor hours and a demo day. We put a troupe of 4-6 specialists in strategy, technology, finance and marketing inside each venture, and review progress at five stage gates where the decision to continue, pivot or exit is taken on evidence.",
          "The result: 85% of our ventures succeed, against an industry average of 20%, and they have raised ₹750 crore+ and created 12,000+ jobs.",
        ],
      },
      {
        id: "who-we-serve",
        question: "Who do you work with?",
        answer: [
          "Entrepreneurs and startups, MSMEs, corporates and industry partners, investors and venture funds, government bodies and NGOs, and consultants and academics. The Audience Hub has a page for each group.",
        ],
      },
      {
        id: "history",
        question: "How long has Ankur been running?",
        answer: [
          "Ankur began as a pilot programme in 2015-16 with a handful of ventures in Pune. It has since become a public limited company that has supported more than 250 ventures across India.",
        ],
      },
    ],
  },
  {
    id: "faq-entrepreneurs",
    title: "For Entrepreneurs",
    icon: "rocket",
    items: [
      {
        id: "who-can-apply",
        question: "Who can apply for incubation?",
        answer: [
          "Founders of Indian ventures at any stage from a validated idea to early scaling: Idea, Prototype, Early Revenue or Scaling. We work across Technology, Healthcare, FinTech, Sustainability, Education, Manufacturing, Agriculture and more. You need at least one full-time founder.",
        ],
      },
      {
        id: "how-to-apply",
        question: "How do I apply?",
        answer: [
          "Fill in the incubation application on the Contact & Get Involved page: your company, founders, sector, stage and why you want to work with us. You can attach a pitch deck (PDF, PPT or PPTX, up to 10 MB). You will get an Application ID at once, and our team replies within 24 hours with next steps.",
        ],
      },
      {
        id: "equity",
        question: "Do you take equity?",
        answer: [
          "In most incubation packages we take a small equity stake, typically 3-7%, agreed before the programme starts and depending on the package and the support your venture needs. Some government-funded and CSR-funded programmes carry no equity at all.",
        ],
      },
      {
        id: "programme-length",
        question: "How long do the programmes last?",
        answer: [
          "Catalyst runs for 12 weeks, ScaleUp Studio for 6 months, and the Enterprise Innovation Lab works in 90-day sprints. Within the troup model, each of the five stages takes between 4-6 weeks and 6 months, depending on the stage and the venture.",
        ],
      },
      {
        id: "funding-help",
        question: "Will you help us raise funding?",
        answer: [
          "Yes. Your troupe's finance specialist prepares your numbers and data room, and we introduce ready ventures to the funds and angels in our investor network. Our ventures raise ₹12.8 crore on average, and 86% raise follow-on funding within 12 months.",
        ],
      },
    ],
  },
  {
    id: "faq-troup-model",
    title: "Troup-Based Incubation",
    icon: "users",
    items: [
      {
        id: "what-is-a-troupe",
        question: "What is a troupe?",
        answer: [
          "A troupe is a cross-functional team of 4-6 specialists, typically in strategy, technology, finance and marketing, assigned to your venture. They work with you every week on the problems in front of you, rather than meeting you once a month.",
        ],
      },
      {
        id: "stages",
        question: "What are the stages of the model?",
        answer: [
          "Five stages, each closed by a review gate: 1 Ideation & Validation (4-6 weeks), 2 MVP Development (8-12 weeks), 3 Market Traction (3-4 months), 4 Growth & Scaling (4-6 months) and 5 Maturity & Exit (3-6 months).",
        ],
      },
      {
        id: "stage-gate",
        question: "What happens at a stage gate?",
        answer: [
          "The venture presents the evidence agreed at the start of the stage: customer interviews, product metrics, revenue or funding. A review panel decides with the founders whether to continue, pivot or exit. Clear decisions early are why 78% of our ventures survive, against 32% across the industry.",
        ],
      },
      {
        id: "troupe-cost",
        question: "Who pays for the troupe?",
        answer: [
          "The troupe is part of your incubation package. Depending on the programme it is covered by the package fee, by the equity we take, or by a government or CSR sponsor.",
        ],
      },
    ],
  },
  {
    id: "faq-partnerships",
    title: "Partnerships & Engagement",
    icon: "handshake",
    items: [
      {
        id: "partner-types",
        question: "What kinds of partnership do you offer?",
        answer: [
          "Organisations join as Associate, Strategic or Alliance partners, and we also run corporate, academic and government partnerships. The Partner Portal page compares the three tiers.",
        ],
      },
      {
        id: "corporate-engagement",
        question: "How can a corporate work with your startups?",
        answer: [
          "Through pilots and proofs of concept with our ventures, co-development in the Enterprise Innovation Lab, CSR-funded incubation programmes and open-innovation challenges. One partner cut its integration time with startups by 60%.",
        ],
      },
      {
        id: "become-mentor",
        question: "How do I become a mentor?",
        answer: [
          "Write to us through the contact form with your experience and the sectors you know. We match mentors with ventures by skill and stage, and ask for a few hours a month.",
        ],
      },
      {
        id: "partner-apply",
        question: "How do we apply to become a partner?",
        answer: [
          "Use the partnership application (Contact & Get Involved, then Partner Application). Tell us about your organisation and what you would like to achieve; our partnerships team replies within 24 hours.",
        ],
      },
    ],
  },
  {
    id: "faq-resources",
    title: "Resources & Support",
    icon: "library",
    items: [
      {
        id: "free-resources",
        question: "What resources can I use without joining?",
        answer: [
          "Our blog, whitepapers, events and webinars, templates and media library are open to everyone on the Resources pages. Some downloads ask for your e-mail address so we can send the file.",
        ],
      },
      {
        id: "events",
        question: "How do I join an event or webinar?",
        answer: [
          "Register from the Events & Webinars page. Past sessions are available as recordings under On-Demand Recordings.",
        ],
      },
      {
        id: "response-time",
        question: "How quickly will you reply?",
        answer: [
          `Our team replies to messages within 24 hours on working days. For support, write to ${site.supportEmail} or use the live chat on this page.`,
        ],
      },
      {
        id: "my-data",
        question: "How do you handle my data?",
        answer: [
          "We collect only what each form asks for, use it to answer you, and never sell it. You can ask us to see, correct or erase your data at any time. The Privacy Policy explains everything under India's Digital Personal Data Protection Act, 2023.",
        ],
      },
    ],
  },
];
