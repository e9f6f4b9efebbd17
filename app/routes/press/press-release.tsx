import { staticContent } from "~/components/static-content/static-content";
import { pressReleaseSummaries } from "~/content/press-release-summaries";
import { notFoundMeta, pressReleaseMeta } from "~/features/detail-pages/detail-meta";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/press-release";

/** The release's summary (its <head>); its page comes from static content, chosen by its slug. */
const findRelease = (slug: string | undefined) => pressReleaseSummaries.find((release) => release.slug === slug);

const PressReleaseContent = staticContent(() => import("~/features/detail-pages/press-release-content"));

export const meta = ({ params }: Route.MetaArgs) => {
  const release = findRelease(params.slug);
  return release ? pressReleaseMeta(release) : notFoundMeta();
};

export default function PressReleasePage({ params }: Route.ComponentProps) {
  const release = findRelease(params.slug);
  return release ? <PressReleaseContent slug={release.slug} /> : <NotFoundContent />;
}
