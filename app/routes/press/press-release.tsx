import { pressReleases } from "~/content/press";
import { notFoundMeta, pressReleaseMeta } from "~/features/detail-pages/detail-meta";
import { PressReleaseView } from "~/features/detail-pages/press-release-view";
import { newestFirst } from "~/features/press-archive/releases-by-year";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/press-release";

const findRelease = (slug: string | undefined) => pressReleases.find((release) => release.slug === slug);

export const meta = ({ params }: Route.MetaArgs) => {
  const release = findRelease(params.slug);
  return release ? pressReleaseMeta(release) : notFoundMeta();
};

export default function PressReleasePage({ params }: Route.ComponentProps) {
  const release = findRelease(params.slug);
  if (!release) return <NotFoundContent />;
  return <PressReleaseView release={release} others={newestFirst(pressReleases.filter((other) => other !== release))} />;
}
