/** Valid bodies of the content pages' forms, for the API and mail tests. */
export const corporateInquiry = {
  name: "Kavita Rao",
  email: "kavita@dakshin-components.in",
  company: "Dakshin Components Ltd.",
  role: "Head of Innovation",
  interests: ["Process Automation", "Innovation Consulting"],
  message: "We want to pilot predictive maintenance on two press lines with a startup.",
  website: "",
};

export const investorAccess = {
  name: "Arjun Bhatnagar",
  email: "arjun@saptarishi.vc",
  company: "Saptarishi Ventures",
  role: "Partner",
  investmentFocus: ["Sustainability"],
  message: "Looking at seed-stage climate deals this quarter.",
  ndaAcceptedAt: "2026-11-21T15:30:00.000+05:30",
  website: "",
};

export const eventRegistration = {
  eventId: "term-sheets-decoded-2026",
  fullName: "Asha Verma",
  email: "asha@verma-foods.in",
  website: "",
};

export const downloadRequest = {
  resourceId: "three-year-saas-model",
  email: "founder@startup.in",
  website: "",
};

export const contentFormBodies = {
  "corporate-inquiry": corporateInquiry,
  "investor-access": investorAccess,
  "event-registration": eventRegistration,
  "download-request": downloadRequest,
};
