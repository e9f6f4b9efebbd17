import type { ReactNode } from "react";
import type { YourDataPageCopy } from "../../content/schemas/your-data";

type Props = { copy: YourDataPageCopy; /** The form (the page passes the island as the children). */ children: ReactNode };

/** The page's body around the form (rendered at build time): why, what the link lets you do, and the other ways to reach us. */
export function YourDataContent({ copy, children }: Props) {
  const [before, after] = copy.otherWays.split("{email}");
  return (
    <section className="bg-white py-12">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          {copy.intro.map((paragraph) => (
            <p key={paragraph} className="mb-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
          <h2 className="mt-8 text-xl font-bold text-slate-900">{copy.choicesTitle}</h2>
          <ul className="mt-4 space-y-3">
            {copy.choices.map((choice) => (
              <li key={choice.title} className="rounded-xl border border-slate-200 p-4">
                <p className="font-semibold text-slate-900">{choice.title}</p>
                <p className="mt-1 text-slate-700">{choice.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm">{children}</div>
          <h2 className="mt-8 text-lg font-bold text-slate-900">{copy.otherWaysTitle}</h2>
          <p className="mt-2 text-slate-700">
            {before}
            <a href={`mailto:${copy.privacyEmail}`} className="font-medium text-brand-800 underline">
              {copy.privacyEmail}
            </a>
            {after}
          </p>
        </div>
      </div>
    </section>
  );
}
