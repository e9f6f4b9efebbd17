export type TrustedPartner = { name: string; logo: string };

/** The home page's Trusted By logos (each shows the partner's name if its image fails, so they hydrate). */
export const trustedPartners: readonly TrustedPartner[] = [
  { name: "Dakshin Components", logo: "/logos/dakshin-components.svg" },
  { name: "Saptarishi Ventures", logo: "/logos/saptarishi-ventures.svg" },
  { name: "Konkan Energy Foundation", logo: "/logos/konkan-energy.svg" },
  { name: "Deccan Institute of Technology", logo: "/logos/deccan-institute.svg" },
  { name: "Narmada Rural Bank", logo: "/logos/narmada-rural-bank.svg" },
  { name: "Pragati MSME Council", logo: "/logos/pragati-msme-council.svg" },
];
