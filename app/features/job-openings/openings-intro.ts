import type { OpeningsCopy } from "~/features/careers/careers-copy";
import { locationCity } from "~/lib/structured-data";

/** "Pune", "Pune and Bengaluru", "Pune, Bengaluru and Chennai": the cities of `locations` ("Pune (hybrid)"), each once, in order. */
export function citiesOf(locations: readonly string[]): string {
  const cities = [...new Set(locations.map(locationCity))];
  return cities.length <= 1 ? (cities[0] ?? "") : `${cities.slice(0, -1).join(", ")} and ${cities.at(-1)}`;
}

/** The line above the list of roles: how many are open and where, or that none is. */
export function openingsIntro(jobs: readonly { location: string }[], copy: OpeningsCopy): string {
  if (jobs.length === 0) return copy.none;
  const cities = citiesOf(jobs.map((job) => job.location));
  const text = jobs.length === 1 ? copy.introOne : copy.intro;
  return text.replaceAll("{count}", String(jobs.length)).replaceAll("{cities}", cities);
}
