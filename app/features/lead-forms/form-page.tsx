import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/breadcrumb";
import { pageTitle, seoMeta } from "~/lib/seo-meta";

import type { Crumb } from "~/lib/breadcrumb-trail";

/**
 * The <head> of a page that holds one content page's form: its own title,
 * the list it belongs to as canonical, and noindex (the list page is what
 * search should show; this one is for visitors without JavaScript and links).
 */
export function formPageHead({ title, description, listPath }: { title: string; description: string; listPath: string }) {
  return [...seoMeta({ title: pageTitle(title, listPath), description, path: listPath }), { name: "robots", content: "noindex, follow" }];
}

/** The page's breadcrumb, heading and intro above the form, and the way back to the list. */
export function FormPage({ trail, title, intro, back, children }: { trail: readonly Crumb[]; title: string; intro: string; back: Crumb; children: ReactNode }) {
  return (
    <>
      <Breadcrumb trail={trail} />
      <section className="bg-white py-12" aria-labelledby="form-page-title">
        <div className="mx-auto max-w-xl px-4 sm:px-6">
          <h1 id="form-page-title" className="text-h1 text-balance">
            {title}
          </h1>
          <p className="mt-3 text-lg text-slate-600">{intro}</p>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
          <p className="mt-6">
            <a href={back.path} className="font-medium text-brand-700 underline underline-offset-2">
              {back.name}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

