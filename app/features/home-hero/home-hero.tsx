import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import type { Stat } from "~/components/stat-grid";
import { TroupeIllustration } from "./troupe-illustration";

type HeroLink = { label: string; to: string };

/** The hero's copy (app/content/home-page.yaml, hero). */
export type HomeHeroCopy = {
  eyebrow: string;
  title: string;
  text: string;
  primary: HeroLink;
  secondary: HeroLink;
  stats: readonly Stat[];
  /** When the figures were counted ("November 2026") and the page behind them. */
  statsSource: { asOf: string; link: HeroLink };
};

/**
 * The home page's first screen: the promise, two actions, the picture of a
 * troupe around a founder (beside the text from 1024 px, after the figures on
 * a phone, so the actions stay in the first screen) and the headline figures
 * with their date and source.
 */
export function HomeHero({ hero: homeHero }: { hero: HomeHeroCopy }) {
  const { statsSource } = homeHero;
  return (
    <header className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-saffron-500/20 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl gap-x-12 gap-y-10 px-4 pt-32 pb-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:px-8 xl:grid-cols-[minmax(0,1fr)_30rem]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-saffron-400 uppercase">{homeHero.eyebrow}</p>
          <h1 className="mt-3 max-w-4xl text-display text-balance">{homeHero.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-white/90 text-pretty">{homeHero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={homeHero.primary.to} className="btn bg-saffron-400 text-slate-950 hover:bg-saffron-500">
              {homeHero.primary.label}
              <Icon name="arrow-right" className="size-4" />
            </Link>
            <Link to={homeHero.secondary.to} className="btn btn-outline-light">
              <Icon name="play" className="size-4" />
              {homeHero.secondary.label}
            </Link>
          </div>
        </div>
        <TroupeIllustration className="order-last mx-auto h-auto w-full max-w-56 sm:max-w-72 lg:order-none lg:max-w-none" />
        <div className="lg:col-span-2">
          <dl className="grid max-w-4xl grid-cols-2 gap-6 sm:grid-cols-4">
            {homeHero.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end gap-1 border-l-2 border-saffron-400 pl-4">
                <dt className="text-sm text-white/80">{stat.label}</dt>
                <dd className="text-2xl font-bold sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-white/80">
            As of {statsSource.asOf}.{" "}
            <Link to={statsSource.link.to} className="font-semibold text-saffron-400 underline underline-offset-4 hover:text-white">
              {statsSource.link.label}
            </Link>
          </p>
        </div>
      </div>
    </header>
  );
}
