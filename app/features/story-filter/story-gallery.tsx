import { useState } from "react";
import { Badge } from "~/components/badge";
import { EmptyResults } from "~/components/empty-results";
import { FilterChips, chipOptions } from "~/components/filter-chips";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import type { SuccessStory } from "./story-types";
import { OrganisationMark } from "~/features/partner-logos/organisation-mark";
import { type StoryFilter, filterStories, storyFilters } from "./filter-stories";

/** The Success Stories Gallery: category chips (All by default) over the story cards. */
export function StoryGallery({ stories }: { stories: readonly SuccessStory[] }) {
  const [filter, setFilter] = useState<StoryFilter>("All");
  const shown = filterStories(stories, filter);
  return (
    <div className="flex flex-col gap-6">
      <FilterChips label="Filter stories by category" options={chipOptions(storyFilters)} value={filter} onChange={setFilter} />
      <output className="block text-sm text-slate-600">
        {filter === "All" ? `Showing all ${shown.length} stories` : `Showing ${shown.length} ${filter} ${shown.length === 1 ? "story" : "stories"}`}
      </output>
      {shown.length > 0 ? (
        <ul aria-label="Success stories" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((story, i) => (
            <StoryCard key={story.id} story={story} index={i} />
          ))}
        </ul>
      ) : (
        <EmptyResults message={`No ${filter} stories in this gallery yet.`} onReset={() => setFilter("All")} resetLabel="Show all stories" />
      )}
    </div>
  );
}

function StoryCard({ story, index }: { story: SuccessStory; index: number }) {
  return (
    <Reveal as="li" index={index} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" id={`story-${story.id}`}>
      <img src={story.image} alt="" width={640} height={360} loading="lazy" decoding="async" className="aspect-video w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex items-center gap-3">
          <OrganisationMark name={story.company} image={story.logo} shape="emblem" width={44} height={44} className="rounded-lg" />
          <div>
            <h3 className="text-lg font-semibold">{story.company}</h3>
            <p className="text-sm text-slate-600">Founded by {story.founder}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="blue">{story.category}</Badge>
          <Badge tone="green">{story.funding}</Badge>
        </div>
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-semibold text-slate-800">Impact</dt>
            <dd className="text-slate-600">{story.impact}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-800">Milestone</dt>
            <dd className="text-slate-600">{story.achievement}</dd>
          </div>
        </dl>
        <Link to={story.link} className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-brand-700 hover:underline">
          Read Full Story
          <span className="sr-only">: {story.company}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </Reveal>
  );
}
