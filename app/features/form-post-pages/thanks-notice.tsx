import { SuccessPanel } from "~/features/lead-forms/success-panel";
import type { ThanksContent } from "./thanks-content";

/**
 * The thanks page's body: the success panel the form's island shows in
 * place (the form's success text, the reference when there is one, when to
 * expect a reply, two ways on), and the way back to the form's page.
 * Rendered on the server only; no script.
 */
export function ThanksNotice({ content }: { content: ThanksContent }) {
  return (
    <section className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-2xl px-4 sm:px-6 lg:px-8">
        <SuccessPanel
          idPrefix="thanks"
          headingLevel={1}
          content={content.panel}
          message={<p>{content.message}</p>}
          footer={
            <a href={content.back.path} className="font-medium text-emerald-900 underline underline-offset-2">
              Back to {content.back.name}
            </a>
          }
        />
      </div>
    </section>
  );
}
