import type { FormHomePage } from "./form-home-pages";
import { FORM_PAGE_TITLE } from "./form-post-page-head";

/**
 * Above the form a refused plain post shows again: what happened, and the
 * way back to the page the form lives on. The form's own messages (beside
 * the fields, above the button) say what to change.
 */
export function FormPageIntro({ home }: { home: FormHomePage }) {
  return (
    <div className="mb-8">
      <h1 className="text-h1 text-balance">{FORM_PAGE_TITLE}</h1>
      <p className="mt-3 text-lg text-slate-600">
        Your form has not been sent yet. Everything you typed is still below; see the messages, then send it again.
      </p>
      <p className="mt-2 text-slate-600">
        <a href={home.path} className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900">
          Back to {home.name}
        </a>
      </p>
    </div>
  );
}
