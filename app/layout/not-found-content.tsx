import { staticContent } from "~/components/static-content/static-content";

/** The not-found page's content, as static content: its code stays out of the shell that every page loads. */
export const NotFoundContent = staticContent(() => import("./not-found-message"));
