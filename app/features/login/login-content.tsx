import type { CtaAction } from "~/components/call-to-action";
import { type CardItem, CardGrid } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Section } from "~/components/section";

/** The login page's words (app/content/login-page.yaml). */
export type LoginCopy = {
  invitation: { title: string; text: readonly string[] };
  emailRequest: { title: string; intro: string; steps: readonly string[]; primary: CtaAction; secondary: CtaAction };
  members: readonly CardItem[];
};

// The login page (pages/login.astro): accounts open by
// invitation, so it offers the e-mail request instead of a sign-in form.

export function LoginAccess({ copy }: { copy: LoginCopy }) {
  const { invitation, emailRequest, members } = copy;
  return (
    <>
      <Section id="access">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name="lock" />
            </span>
            <h2 className="mt-4 text-2xl font-bold tracking-tight">{invitation.title}</h2>
            {invitation.text.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <div id="email-request" className="scroll-mt-24 rounded-2xl border-t-4 border-saffron-500 bg-white p-6 shadow-md sm:p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-saffron-400/20 text-saffron-600">
              <Icon name="mail" />
            </span>
            <h2 className="mt-4 text-2xl font-bold tracking-tight">{emailRequest.title}</h2>
            <p className="mt-3 text-slate-700">{emailRequest.intro}</p>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700">
              {emailRequest.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={emailRequest.primary.to} className="btn btn-primary">
                <Icon name="mail" className="size-4" />
                {emailRequest.primary.label}
              </Link>
              <Link to={emailRequest.secondary.to} className="btn btn-secondary">
                {emailRequest.secondary.label}
              </Link>
            </div>
          </div>
        </div>
      </Section>
      <Section id="members" title="Already Part of Ankur?" tone="muted">
        <CardGrid items={members} columns={3} />
      </Section>
    </>
  );
}
