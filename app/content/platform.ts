/**
 * The resource library sign-in page (/login, the whitepaper modal's target).
 * The platform page's copy is in app/content/platform-page.yaml.
 */
import type { CardItem } from "~/components/card-grid";
import { contactLink } from "~/lib/contact-link";

/** The topic of a resource library access request sent with the contact form. */
const RESOURCE_ACCESS_TOPIC = "Resource library access";

/** /login: no sign-in form; accounts open by invitation, documents come by e-mail. */
export const resourceLibraryAccess = {
  invitation: {
    title: "Accounts Open by Invitation",
    text: [
      "Everyone can browse the resource library: articles, whitepaper summaries, events and tools are open to all.",
      "Member accounts, which add full whitepaper downloads, templates and event recordings, are opened by invitation for founders, mentors and partners in Ankur programmes. There is no public sign-up, so there is no sign-in form on this page.",
    ],
  },
  emailRequest: {
    title: "Ask for the Document by E-mail",
    intro: "You do not need an account to read our research. Tell us what you need and we will send it.",
    steps: [
      "Find the whitepaper or template in the library and note its title.",
      "Send us the title with the contact form; the topic is filled in for you.",
      "Our team replies within 24 hours with the document or a link to it.",
    ],
    primary: { label: "Request by E-mail", to: contactLink(RESOURCE_ACCESS_TOPIC) },
    secondary: { label: "Back to the Whitepapers", to: "/resources/whitepapers" },
  },
  members: [
    {
      title: "In an Ankur programme?",
      description: "Your troupe lead sends your invitation in the first week. If it has not arrived, ask us and we will resend it.",
      icon: "rocket",
      link: contactLink("Resource library invitation for a programme member"),
      linkLabel: "Ask for your invitation",
    },
    {
      title: "A partner organisation?",
      description: "Partners sign in to the Partner Portal, where reports and shared resources live.",
      icon: "handshake",
      link: "/partner-portal#partner-login",
      linkLabel: "Go to the Partner Portal",
    },
    {
      title: "Want to join?",
      description: "Apply to a programme or as a partner; membership of the library comes with it.",
      icon: "user-check",
      link: "/programs",
      linkLabel: "See the programmes",
    },
  ] satisfies readonly CardItem[],
} as const;
