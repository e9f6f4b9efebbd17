/** Spec 2 §7: a blog image that fails to load is replaced by this one. */
export const BLOG_IMAGE_PLACEHOLDER = "/images/placeholder.svg";
