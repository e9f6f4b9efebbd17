import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { afterYouApplySteps, afterYouApplyTitle } from "./after-you-apply-steps";

/** The Apply page's timeline beside the form: an ordered list, one step after another, in HTML only. */
export function AfterYouApply() {
  return (
    <aside aria-labelledby="after-you-apply-title" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
      <h2 id="after-you-apply-title" className="text-xl font-bold tracking-tight text-balance">
        {afterYouApplyTitle}
      </h2>
      <ol className="mt-6 space-y-0">
        {afterYouApplySteps.map((step, index) => (
          <li key={step.title} className="relative flex gap-4 pb-8 last:pb-0">
            {index < afterYouApplySteps.length - 1 && <span aria-hidden="true" className="absolute top-10 bottom-0 left-5 w-px bg-brand-200" />}
            <span aria-hidden="true" className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon name={step.icon} className="size-5" />
            </span>
            <div className="min-w-0 pt-1.5">
              <h3 className="font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
              {step.link && (
                <Link to={step.link.path} className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {step.link.label}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
    </aside>
  );
}
