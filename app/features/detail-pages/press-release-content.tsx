import { pressReleases } from "~/content/press";
import { newestFirst } from "~/features/press-archive/releases-by-year";
import { PressReleaseView } from "./press-release-view";

/**
 * The page of the press release `slug`, all but its <head>
 * (pages/press/[slug].astro).
 */
export default function PressReleaseContent({ slug }: { slug: string }) {
  const release = pressReleases.find((candidate) => candidate.slug === slug);
  if (!release) return null;
  return <PressReleaseView release={release} others={newestFirst(pressReleases.filter((other) => other !== release))} />;
}
