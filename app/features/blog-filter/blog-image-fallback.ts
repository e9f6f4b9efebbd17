import { useEffect } from "react";
import { armBlogCoverFallback } from "./blog-cover-fallback";

export { hasFailed, showPlaceholder } from "./blog-cover-fallback";

/**
 * Gives the static blog covers on the page their fallback (./blog-cover-fallback.ts):
 * those that failed already, and any that fails later.
 */
export function useBlogImageFallback(): void {
  useEffect(() => armBlogCoverFallback(document), []);
}
