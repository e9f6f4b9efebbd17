import { type SuccessStory, type SuccessStoryCategory, successStoryCategories } from "./story-types";

export type StoryFilter = "All" | SuccessStoryCategory;

/** The gallery's chips in order; All is the default (spec 2 §4). */
export const storyFilters: readonly StoryFilter[] = ["All", ...successStoryCategories];

/** All shows every story; a category chip shows only that category's stories. */
export function filterStories<Story extends Pick<SuccessStory, "category">>(stories: readonly Story[], filter: StoryFilter): readonly Story[] {
  return filter === "All" ? stories : stories.filter((story) => story.category === filter);
}
