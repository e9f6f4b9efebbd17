import type { YourDataPageState } from "./data-rights/your-data-view.ts";
import type { FoundApplication } from "./leads/application-status-page.ts";
import type { LeadFormPostState } from "./leads/form-post-state.ts";
import { LEAD_KINDS, type LeadKind } from "./leads/lead-paths.ts";

/**
 * The pages the server has rendered on demand (the Astro build's page
 * renderer) instead of serving them as files: the answers to a browser's
 * plain form post (docs/decisions/0009-lead-bodies-and-form-posts.md).
 */

/** The renderer's module in a build: `<BUILD_DIR>/server/page-renderer.mjs`, beside the site's `client/`. */
export const PAGE_RENDERER_DIRECTORY = "server";
export const PAGE_RENDERER_FILE = "page-renderer.mjs";

/**
 * What the server hands a page it renders: a refused plain post's state for
 * the form page; for the status lookup's page, the form as it was posted and
 * the application it found.
 */
export type RenderedPageLocals = {
  formPostState?: LeadFormPostState;
  foundApplication?: FoundApplication;
  /** The data-rights link's page: what is held, a button's answer, or a link that does not work (contract/data-rights/your-data-view.ts). */
  yourData?: YourDataPageState;
};

/** The renderer module's one export. */
export type RenderPage = (request: Request, locals: RenderedPageLocals) => Promise<Response>;

/** The page that shows a lead form again when its plain post was refused (rendered as the post's answer, never linked). */
export function formPagePath(kind: LeadKind): string {
  return `/forms/${kind}`;
}

/**
 * The application status page again as the answer to a browser's plain post
 * of its lookup (no JavaScript, or not yet): the status found, or why not,
 * with the lookup form holding what was typed (rendered as the post's answer, never linked).
 */
export const STATUS_LOOKUP_PAGE_PATH = "/forms/application-status";

/** The thanks page's route: `/thanks/<kind>` (thanksPath in ./leads/form-post-state.ts adds the reference). */
export const THANKS_PATH_PREFIX = "/thanks/";

/** The form a page's `[kind]` names, if it names one. */
export function leadKindOf(text: string | undefined): LeadKind | undefined {
  return LEAD_KINDS.find((kind) => kind === text);
}
