import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import type { SignInRefusal } from "../../../contract/staff-inbox/inbox-answers.ts";
import { Icon } from "~/components/icon";
import { AdminApiError, adminErrorText, signIn } from "./admin-api";
import { safeNext } from "./safe-next";
import { useStaffSession } from "./staff-session";

type Problem = { message: string; refusal?: SignInRefusal };

/** Headings of a refused sign-in: the text under them comes from the server. */
function refusalHeading(refusal: SignInRefusal | undefined): string {
  if (refusal?.reason === "locked") return "Sign-in is locked for now";
  if (refusal?.reason === "slowed") return "Sign-in is slowed down";
  return "Sign-in failed";
}

/** E-mail and password; a wrong password, a slowdown or a lock is said plainly. */
export function SignInForm() {
  const { session, signedIn } = useStaffSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get("next"));
  const id = useId();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  if (session.status === "signed-in") return <Navigate to={next} replace />;
  const notice = session.status === "signed-out" ? session.notice : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (email === "" || password === "") {
      setProblem({ message: "Please enter your e-mail address and password." });
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const staff = await signIn(email, password);
      signedIn(staff);
      navigate(next, { replace: true });
    } catch (error) {
      setProblem({ message: adminErrorText(error), ...(error instanceof AdminApiError && error.refusal ? { refusal: error.refusal } : {}) });
      setSending(false);
    }
  };

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold tracking-tight">Staff sign-in</h1>
      <p className="mt-2 text-slate-700">For the Ankur team: the inbox of every lead the site receives.</p>
      {notice && (
        <output className="block mt-4 rounded-xl border border-brand-200 bg-brand-50 p-3 text-brand-900">
          {notice}
        </output>
      )}
      <form method="post" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id={`${id}-title`} className="sr-only">
          Sign in
        </h2>
        {problem && (
          <div ref={alertRef} tabIndex={-1} role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-900 focus:outline-none">
            <p className="flex items-center gap-2 font-semibold">
              <Icon name={problem.refusal ? "lock" : "circle-alert"} className="size-5" />
              {refusalHeading(problem.refusal)}
            </p>
            <p className="mt-1">{problem.message}</p>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-email`} className="font-medium">
            E-mail address
          </label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="username" required className="rounded-lg border border-slate-400 px-3 py-2" />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-password`} className="font-medium">
            Password
          </label>
          <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required className="rounded-lg border border-slate-400 px-3 py-2" />
        </div>
        <button type="submit" disabled={sending} className="btn btn-primary self-start">
          <Icon name="log-in" className="size-4" />
          {sending ? "Signing in…" : "Sign in"}
        </button>
        <p className="text-sm text-slate-600">
          No account yet, or forgotten your password? Ask the Ankur team member who looks after the inbox: they create accounts and reset passwords.
        </p>
      </form>
    </div>
  );
}
