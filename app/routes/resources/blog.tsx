import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { blogPostSummaries } from "~/content/resources-blog-summaries";
import { BlogBrowser } from "~/features/blog-filter/blog-browser";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/blog";

export const meta = () => pageMeta(PATH);

export default function BlogPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section>
        <BlogBrowser posts={blogPostSummaries} />
      </Section>
    </>
  );
}
