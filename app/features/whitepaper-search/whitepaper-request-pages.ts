import { breadcrumbTrail } from "~/lib/breadcrumb-trail";
import type { Whitepaper } from "./whitepaper-types";

/** The whitepapers' library, where each request page leads back to. */
export const WHITEPAPERS_PATH = "/resources/whitepapers";

/** /resources/whitepapers/state-of-incubation-tier-2/request: a paper's e-mail request on a page of its own (where Download goes without JavaScript). */
export function whitepaperRequestPath(paperId: string): string {
  return `${WHITEPAPERS_PATH}/${encodeURIComponent(paperId)}/request`;
}

/** The request page of each whitepaper (pages/resources/whitepapers/[paper]/request.astro). */
export function whitepaperRequestPages(whitepapers: readonly Pick<Whitepaper, "id" | "title" | "fileSize">[]) {
  return whitepapers.map((paper) => ({
    params: { paper: paper.id },
    props: {
      paper: { id: paper.id, title: paper.title, format: `PDF · ${paper.fileSize}` },
      listPath: WHITEPAPERS_PATH,
      trail: [...breadcrumbTrail(WHITEPAPERS_PATH), { name: paper.title, path: whitepaperRequestPath(paper.id) }],
    },
  }));
}
