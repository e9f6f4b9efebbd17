import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { useBlogImageFallback } from "~/features/blog-filter/blog-image-fallback";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/blog";

/** The search and filters: their code, and the posts' summaries, load on first use. */
const BlogLibrary = interactiveFormOnFirstUse(() => import("~/features/blog-filter/blog-library"), "BlogLibrary");

export const meta = () => pageMeta(PATH);

export default function BlogPage() {
  useBlogImageFallback();
  return (
    <>
      <PageIntro path={PATH} />
      <Section>
        <BlogLibrary />
      </Section>
    </>
  );
}
