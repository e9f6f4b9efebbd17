/**
 * The query parameter of a lead form's plain post when the form sits on a
 * page besides its home (the incubation form on /apply: `?from=apply`). The
 * server hands it on to the page it renders for a refused post
 * (server/pages/form-post-pages.ts), which links back to that page
 * (app/features/form-post-pages/form-home-pages.ts); an unknown name links home.
 */
export const FORM_PAGE_PARAM = "from";
