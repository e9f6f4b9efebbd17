import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";

/** A step of a venture's path through the platform, with the page that tells more. */
export type PlatformStep = { title: string; text: string; link: { label: string; to: string } };

/** Numbered steps left to right, each with the page that tells more. */
export function JourneySteps({ steps }: { steps: readonly PlatformStep[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, i) => (
        <Reveal as="li" index={i} key={step.title} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
            {i + 1}
          </span>
          <h3 className="font-semibold text-slate-900">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="text-sm text-slate-600">{step.text}</p>
          <Link to={step.link.to} className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand-700 hover:underline">
            {step.link.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </Reveal>
      ))}
    </ol>
  );
}
