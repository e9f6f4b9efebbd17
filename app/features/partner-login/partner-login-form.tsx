import { type FormEvent, useId, useState } from "react";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";

/** What the form says when it is used: partner sign-in opens by invitation. */
type LoginNotice = { heading: string; text: string; link: { label: string; to: string } };

/** The form's words (app/content/partner-portal-page.yaml, login). */
export type PartnerLoginCopy = {
  title: string;
  intro: string;
  invitationNote: string;
  emailLabel: string;
  emailPlaceholder: string;
  passwordLabel: string;
  forgotPasswordButton: string;
  signInButton: string;
  notices: { signIn: LoginNotice; forgotPassword: LoginNotice };
};

type NoticeKey = keyof PartnerLoginCopy["notices"];

/**
 * The partner login form. Partner accounts open by invitation, so the form
 * never pretends to sign anyone in and sends nothing: Sign In and Forgot
 * password say so in a status message and point to the partnership
 * application. The inputs have no names, so even without JavaScript the
 * password never reaches a URL; the form then falls back to the application page.
 */
export function PartnerLoginForm({ copy: partnerLogin }: { copy: PartnerLoginCopy }) {
  const [notice, setNotice] = useState<NoticeKey | null>(null);
  const id = useId();
  const shown = notice ? partnerLogin.notices[notice] : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice("signIn");
  };

  return (
    <form
      action={partnerLogin.notices.signIn.link.to}
      method="get"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-md"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-bold">
        <Icon name="lock" className="size-6 text-brand-700" />
        {partnerLogin.title}
      </h2>
      <p className="text-slate-600">{partnerLogin.intro}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-email`} className="font-medium">
          {partnerLogin.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          placeholder={partnerLogin.emailPlaceholder}
          className="rounded-lg border border-slate-400 px-3 py-2"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-password`} className="font-medium">
          {partnerLogin.passwordLabel}
        </label>
        <input id={`${id}-password`} type="password" autoComplete="current-password" className="rounded-lg border border-slate-400 px-3 py-2" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => setNotice("forgotPassword")}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {partnerLogin.forgotPasswordButton}
        </button>
        <button type="submit" className="btn btn-primary">
          {partnerLogin.signInButton}
        </button>
      </div>
      <p className="text-sm text-slate-600">{partnerLogin.invitationNote}</p>
      <output data-testid="partner-login-status" className="block">
        {shown && (
          <span className="block rounded-xl border border-brand-200 bg-brand-50 p-4">
            <span className="block font-semibold text-brand-900">{shown.heading}</span>
            <span className="mt-1 block text-slate-700">{shown.text}</span>
            <Link to={shown.link.to} className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              {shown.link.label}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </span>
        )}
      </output>
    </form>
  );
}
