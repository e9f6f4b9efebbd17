import { pressReleases } from "~/content/press";
import { newestFirst } from "~/features/press-archive/releases-by-year";
import { PressReleaseView } from "./press-release-view";

/**
 * The page of the press release `slug`, all but its <head>: static content,
 * loaded only by a client-side navigation (routes/press/press-release.tsx).
 */
export default function PressReleaseContent({ slug }: { slug: string }) {
  const release = pressReleases.find((candidate) => candidate.slug === slug);
  if (!release) return null;
  return <PressReleaseView release={release} others={newestFirst(pressReleases.filter((other) => other !== release))} />;
}
