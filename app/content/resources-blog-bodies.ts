// The blog posts' articles, paragraph by paragraph, by post id: only a post's
// page shows them, so the blog's list and the pages' <head> load without them
// (./resources-blog-summaries.ts).

/** Each post's article, paragraph by paragraph, by its id. */
export const blogPostBodies: Readonly<Record<string, readonly string[]>> = {
  "why-troupes-beat-mentors": [
    "When we started Ankur, we ran the same programme most incubators run: a desk, a mentor each and a demo day at the end. Founders liked it. Most of their companies did not survive three years.",
    "So we changed one thing. Instead of a mentor who meets a founder once a month, each venture gets a troupe of 4-6 specialists in strategy, technology, finance and marketing who work inside the company for a stage at a time. The troupe is measured on the same milestones as the founders.",
    "Five years and more than 250 ventures later, the numbers are clear enough to share. 78% of troupe-supported ventures are still operating after three years, against 32% across the industry. The gap is widest for first-time founders, who gain most from someone who has closed a books-of-account audit or shipped a payments integration before.",
    "The troupe is not free. It typically takes 3-7% equity, and founders sometimes find it uncomfortable to have experienced people questioning their plans every week. The stage gates help here: at the end of each stage, a review panel decides on evidence whether the venture continues, pivots or exits, so disagreements are settled by data rather than seniority.",
    "Mentors still matter. Our mentorship network of operators and investors remains the fastest way to an introduction or a second opinion. But for the daily work of building a company, we have stopped believing that advice alone is enough.",
  ],
  "dpdp-rules-startup-checklist": [
    "The Digital Personal Data Protection Act, 2023 became enforceable in stages once its Rules were notified in November 2025. Most of the duties of a data fiduciary apply from May 2027. That sounds far away, but the work behind them takes months.",
    "Start with a data map. List every form, app screen and integration that collects personal data, what it collects, why, where it is stored and who can see it. Most startups we work with find at least one spreadsheet of customer data they had forgotten about.",
    "Next, rewrite your notices. The Rules ask for a notice that stands on its own, in clear language, listing the data and the specific purpose, with a way to withdraw consent that is as easy as giving it. Notices must be available in English or any of the languages in the Eighth Schedule of the Constitution.",
    "Plan for breaches before they happen. You will need to tell affected people and the Data Protection Board of India, with a detailed report within 72 hours. Decide today who writes it and who approves it.",
    "Finally, publish how people can reach you. Name a contact for data protection questions, answer requests to access, correct and erase data, and delete data once its purpose is served. If you are building on customer data, these are not legal chores; they are part of the product.",
  ],
  "building-on-ondc": [
    "Three ventures in our portfolio, a spice brand, a handloom cooperative and a bakery chain, asked the same question this year: should we list on ONDC? We helped each of them integrate and kept notes.",
    "The protocol is well documented, but the work is in the details: catalogue formats, serviceability by pincode, cancellation and return flows, and reconciling settlements with what the buyer app reports.",
    "Most sellers will not build directly on the protocol. A seller-side platform handles the network participant role, and your integration is with them. Choose one whose settlement reports you can reconcile automatically; it saves hours every week.",
    "Orders came in slowly at first and then steadily once prices and delivery promises were competitive. The bakery chain now takes about a tenth of its online orders through the network, without a marketplace commission.",
    "If you sell physical goods in India and already manage inventory digitally, the integration is a matter of weeks. If your catalogue lives in someone's head, fix that first.",
  ],
  "tier-2-startup-map": [
    "Two in five jobs created by our ventures are now outside the eight largest metros. Five years ago it was one in six.",
    "Three things changed. Digital payments made small-town customers reachable and creditworthy. Remote work made it possible to hire senior engineers who had moved home. And state startup missions began to fund incubators that actually operate outside state capitals.",
    "What still holds tier-2 founders back is access to early capital and to the first large customer. Angel networks remain concentrated in Bengaluru, Mumbai and Delhi, and procurement teams in large companies rarely look beyond them.",
    "This is where an ecosystem can help: by bringing investors to demo days in Nashik, and by putting founders from Coimbatore in front of corporate innovation teams in Chennai. Our next cohort will run from four tier-2 hubs.",
  ],
  "gst-e-invoicing-early-stage": [
    "E-invoicing under GST applies once your aggregate annual turnover crosses ₹5 crore in any financial year since 2017-18. Many startups cross the line in their second or third year and find out from a customer whose input tax credit was rejected.",
    "An e-invoice is an ordinary tax invoice reported to the Invoice Registration Portal, which returns an Invoice Reference Number and a QR code. Without them, a B2B invoice from a business in scope is not a valid invoice.",
    "If your turnover is ₹10 crore or more, you must report each invoice within 30 days of its date. The portal rejects anything later. Build the reporting into your billing software rather than relying on someone's calendar.",
    "Keep credit notes and debit notes in the same flow, reconcile the portal's records with your books every month, and make the process part of month-end closing. It takes a day to set up and saves a quarter of arguments with customers.",
  ],
  "edge-ai-on-a-budget": [
    "A visual inspection system used to mean a specialist vendor, a six-figure dollar budget and months of integration. Today a camera, lighting, a small inference board and a trained model cost about ₹2 lakh per line.",
    "We ran pilots on eleven lines with MSME partners in Pune and Coimbatore. On eight of them, the system matched trained inspectors at spotting surface defects. On the other three, product variety was too high for the training data we had.",
    "The hard part was not the model. It was lighting that stayed consistent across shifts, a reject mechanism the line could actually use, and operators who trusted the system enough not to override it.",
    "Where lines run around the clock, the kits paid for themselves within nine months. Where they run one shift, the case rests on quality rather than labour savings.",
  ],
  "stage-gates-explained": [
    "Our incubation model has five stages: Ideation & Validation, MVP Development, Market Traction, Growth & Scaling, and Maturity & Exit. Each ends at a review gate.",
    "At every gate, a panel of troupe leads, an investor and an independent expert look at the evidence the stage was meant to produce: customer interviews, a working product, retention, unit economics.",
    "The panel makes one of three decisions. Continue means the venture moves to the next stage with the same troupe. Pivot means the evidence points somewhere else, and the next stage is planned around it. Exit means the venture stops, and the founders keep what they learnt and our support for their next attempt.",
    "Founders often fear the exit decision. In practice it is rare, and it protects them: two years spent on an idea the market does not want cost far more than a clear answer after four months.",
  ],
};
