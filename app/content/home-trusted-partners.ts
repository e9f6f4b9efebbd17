/** A Trusted By organisation; `image` is a logo file in app/assets/photos/, and without one a mark drawn from the name is shown. */
export type TrustedPartner = { name: string; image?: string };

/** The home page's Trusted By logos (each shows the partner's name if its image fails, so they hydrate). */
export const trustedPartners: readonly TrustedPartner[] = [
  { name: "Dakshin Components" },
  { name: "Saptarishi Ventures" },
  { name: "Konkan Energy Foundation" },
  { name: "Deccan Institute of Technology" },
  { name: "Narmada Rural Bank" },
  { name: "Pragati MSME Council" },
];
