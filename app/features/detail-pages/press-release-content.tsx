import type { MediaContact } from "~/features/press-room/press-copy";
import type { PressRelease, PressReleaseSummary } from "~/features/press-room/press-release";
import { PressReleaseView } from "./press-release-view";

/**
 * The page of a press release, all but its <head> (pages/press/[slug].astro),
 * with the other releases, newest first.
 */
export default function PressReleaseContent(props: { release: PressRelease; others: readonly PressReleaseSummary[]; mediaContact: MediaContact; aboutAnkur: string }) {
  return <PressReleaseView {...props} />;
}
