// The press releases' text, paragraph by paragraph, by slug: only the
// release's own page shows it, so the pages' <head> loads without it
// (./press-release-summaries.ts).

/** Each release's text, paragraph by paragraph, by its slug. */
export const pressReleaseBodies: Readonly<Record<string, readonly string[]>> = {
  "climate-tech-fund": [
    "Ankur Ecosystem Ventures Limited today announced the Ankur Climate Tech Fund, a ₹100 crore vehicle for seed and pre-Series A investments in Indian climate ventures. The fund will invest in about 30 companies over four years, in ticket sizes of ₹1 crore to ₹5 crore.",
    "Every investee will work with a troupe of 4-6 specialists in strategy, technology, finance and marketing, and move through Ankur's five stage gates from validation to scale. Portfolio companies such as EcoHarvest, whose precision irrigation has cut water use by 85% for more than 5,000 farmers, show what the model can do for climate solutions.",
    "The fund is anchored by corporate and family-office partners from Ankur's Alliance tier. Applications open through the incubation form on the Ankur website; sectors in focus are distributed renewable energy, water, sustainable agriculture, electric mobility and circular manufacturing.",
  ],
  "karnataka-partnership": [
    "Ankur has signed a memorandum of understanding with the Karnataka state innovation mission to run troup-based incubation for 100 startups outside Bengaluru over the next three years.",
    "The programme will open incubation hubs in Mysuru, Hubballi-Dharwad and Mangaluru with local universities as academic partners. Startups will receive troupe support, mentoring from Ankur's network and help with state and central grant applications.",
    "Founders from the three regions can apply through Ankur's incubation form; the first cohort starts in July 2025.",
  ],
  "250-ventures-milestone": [
    "Ankur today reported that the ventures it has supported have passed three milestones: more than 250 companies, more than ₹750 crore in funding raised and more than 12,000 jobs created.",
    "85% of ventures that entered the troup-based model are operating or have exited successfully, against an industry average of 20% for early-stage startups. Ankur attributes the difference to its stage gates, where each venture's continuation, pivot or exit is decided on evidence.",
    "Highlights include NexGen Health (₹32 crore raised, 120+ clinics), EcoHarvest (5,000+ farmers, 12x revenue) and FinEdge (3.2M accounts, ₹50 crore Series B, 18 states).",
  ],
};
