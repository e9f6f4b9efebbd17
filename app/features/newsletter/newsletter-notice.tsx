import type { ReactNode } from "react";

type Props = {
  heading: string;
  text: string;
  /** success: the sign-up, confirmation or unsubscribe went through; problem: the link did not work. */
  tone: "success" | "problem";
  children?: ReactNode;
};

/** The body of the newsletter's pages: one heading, one sentence, the ways on. Rendered at build time; no script. */
export function NewsletterNotice({ heading, text, tone, children }: Props) {
  const frame = tone === "success" ? "border-emerald-300 bg-emerald-50 text-emerald-950" : "border-amber-300 bg-amber-50 text-amber-950";
  return (
    <section className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-2xl px-4 sm:px-6 lg:px-8">
        <div className={`rounded-2xl border p-6 sm:p-8 ${frame}`}>
          <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
          <p className="mt-3 text-base">{text}</p>
          {children ? <div className="mt-6">{children}</div> : null}
          <p className="mt-6">
            <a href="/" className="font-medium underline underline-offset-2">
              Back to the home page
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
