// Relative imports, as in ./cover-catalogue.ts.
import { blogPosts } from "../../content/resources-blog";
import { upcomingEvents } from "../../content/resources-events";
import { recordedEvents } from "../../content/resources-events-recorded";
import { whitepapers } from "../../content/resources-whitepapers";
import { caseStories } from "../../content/success-stories";
import type { PhotoReference } from "../content-images/missing-photos";
import { coverPhotoFile } from "./cover-image";

type CoveredItem = { title: string; image: string };

/** The cover photos a list of content records names, each with the file and field that names it. */
export function coverPhotoReferences(items: readonly CoveredItem[], where: string): PhotoReference[] {
  return items.flatMap((item, i) => {
    const file = coverPhotoFile(item.image);
    return file ? [{ owner: item.title, where: `${where}[${i}].image`, file, named: item.image }] : [];
  });
}

/** Every cover photo the content names: blog posts, events, whitepapers and case studies. */
export function contentCoverPhotos(): PhotoReference[] {
  return [
    ...coverPhotoReferences(blogPosts, "app/content/resources-blog.ts blogPosts"),
    ...coverPhotoReferences(upcomingEvents, "app/content/resources-events.ts upcomingEvents"),
    ...coverPhotoReferences(recordedEvents, "app/content/resources-events-recorded.ts recordedEvents"),
    ...coverPhotoReferences(whitepapers, "app/content/resources-whitepapers.ts whitepapers"),
    ...coverPhotoReferences(caseStories, "app/content/success-stories.ts caseStories"),
  ];
}
