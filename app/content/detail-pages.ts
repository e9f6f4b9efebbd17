import type { CtaAction } from "../components/call-to-action";
import { contactLink } from "../lib/contact-link";

// The few lines of copy the item pages (blog posts, jobs, press releases,
// case studies) add around their items' own content.

/** The closing call to action under a blog post. */
export function blogPostCta(postTitle: string): { title: string; text: string; primary: CtaAction; secondary: CtaAction } {
  return {
    title: "Want to Talk This Through?",
    text: "Our troupe leads answer questions from founders, investors and partners. Tell us what you are working on and we reply within 24 hours.",
    primary: { label: "Ask Our Team", to: contactLink(`Article: ${postTitle}`) },
    secondary: { label: "More Articles", to: "/resources/blog" },
  };
}

/** How many related posts a blog post suggests. */
export const RELATED_POST_COUNT = 3;

/** The topic of the contact form when someone applies for a role. */
export function applicationTopic(jobTitle: string): string {
  return `Application: ${jobTitle}`;
}

/** The How to Apply section of a job page. */
export const howToApply = {
  title: "How to Apply",
  intro:
    "Write to us through the contact form; the role is already filled in. Include a link to your CV or LinkedIn profile and a few lines on why this role interests you. The hiring manager reads every application and replies either way.",
  applyLabel: "Apply for this role",
} as const;

/** The paragraph that closes every press release. */
export const aboutAnkurBoilerplate =
  "Ankur Ecosystem Ventures Limited runs the Ankur Entrepreneurship Ecosystem from Pune and Bengaluru. Since its 2015-16 pilot, its troup-based incubation model has put teams of 4-6 specialists beside founders through five stage gates. Its ventures have raised ₹750 crore+, created 12,000+ jobs and report an 85% success rate against an industry average of 20%.";
