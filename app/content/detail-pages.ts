import type { CtaAction } from "../components/call-to-action";
import { contactLink } from "../lib/contact-link";

// The few lines of copy the item pages (blog posts, case studies) add around
// their items' own content. Roles and press releases: app/content/careers-page.yaml, press-page.yaml.

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
