/**
 * Spec 2 §7: a blog image that fails to load is replaced by this one: a
 * picture frame on pale brand blue, plainly "no picture here", unlike any
 * generated cover.
 */
export const BLOG_IMAGE_PLACEHOLDER = "/images/placeholder.svg";
