import { site } from "~/config/site";

/** The FAQ's contact block (its Live Chat button hydrates, so this is in the page's JavaScript). */
export const faqContact = {
  title: "Still have questions?",
  text: "Our team replies within 24 hours on working days.",
  email: site.supportEmail,
  scheduleCall: { label: "Schedule a Call", to: "/contact-get-involved" },
  liveChatLabel: "Live Chat",
} as const;
