/** Site-wide facts: the brand, the company behind it and where to reach it. */
export const site = {
  name: "Ankur",
  fullName: "Ankur Entrepreneurship Ecosystem",
  company: "Ankur Ecosystem Ventures Limited",
  tagline: "Connecting Ambition to Opportunity",
  description:
    "Ankur connects Indian entrepreneurs with troupes of 4-6 specialists, a network of investors, corporates and mentors, and stage-gate milestones from ideation to scale.",
  supportEmail: "support@ankur-ecosystem.in",
  contactEmail: "hello@ankur-ecosystem.in",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/ankurecosystem" },
    { name: "Twitter", href: "https://twitter.com/ankurecosystem" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/ankurecosystem" },
    { name: "Instagram", href: "https://www.instagram.com/ankurecosystem" },
    { name: "YouTube", href: "https://www.youtube.com/@ankurecosystem" },
  ],
} as const;
