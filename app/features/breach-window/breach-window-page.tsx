import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import { BREACH_LIST_MAX, type BreachAffectedAnswer, parseBreachWindow } from "../../../contract/staff-inbox/breach-affected.ts";
import { Icon } from "~/components/icon";
import { adminErrorText, isSignedOut } from "../staff-inbox/admin-api";
import { INDIA_DAY_EXAMPLE, isoDayToIndian } from "../staff-inbox/india-day-input";
import { formatIndiaDateTime } from "../staff-inbox/inbox-format";
import { SESSION_ENDED_NOTICE, useStaffSession } from "../staff-inbox/staff-session";
import { affectedCsvUrl, fetchAffected } from "./breach-window-api";
import { indiaToday, readWindowInput } from "./breach-window-input";

type Loaded = { key: string } & ({ status: "loading" } | { status: "loaded"; answer: BreachAffectedAnswer } | { status: "failed"; message: string });

const inputClass = "w-full rounded-lg border border-slate-400 bg-white px-3 py-2 tabular-nums";
const people = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;
const leads = (count: number) => `${count} ${count === 1 ? "lead" : "leads"}`;

/**
 * After a personal-data breach: everyone whose data we held in a window of
 * days, to tell each of them (docs/runbooks/personal-data-breach.md). The
 * window lives in the address (?from=&to=), so a list can be shared with
 * the person who decides; each listing is recorded in the audit log.
 */
export function BreachWindowPage() {
  const [params, setParams] = useSearchParams();
  const { signedOut } = useStaffSession();
  const id = useId();
  const problemRef = useRef<HTMLParagraphElement>(null);
  const fromParam = params.get("from") ?? "";
  const toParam = params.get("to") ?? "";
  // The day the page opened: a window from the address may not start after it (the server checks again).
  const [today] = useState(() => indiaToday(new Date()));
  const parsed = fromParam || toParam ? parseBreachWindow({ from: fromParam, to: toParam }, today) : undefined;
  const chosen = parsed?.ok ? parsed.window : undefined;
  const key = chosen ? `${chosen.from}/${chosen.to}` : "";
  const [loaded, setLoaded] = useState<Loaded>({ key: "", status: "loading" });
  const current: Loaded | undefined = chosen ? (loaded.key === key ? loaded : { key, status: "loading" }) : undefined;
  const [formProblem, setFormProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    const [from = "", to = ""] = key.split("/");
    fetchAffected({ from, to }).then(
      (answer) => live && setLoaded({ key, status: "loaded", answer }),
      (error: unknown) => {
        if (!live) return;
        if (isSignedOut(error)) signedOut(SESSION_ENDED_NOTICE);
        else setLoaded({ key, status: "failed", message: adminErrorText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [key, signedOut]);

  useEffect(() => {
    if (formProblem) problemRef.current?.focus();
  }, [formProblem]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = readWindowInput(String(form.get("from") ?? ""), String(form.get("to") ?? ""), new Date());
    if (!input.ok) {
      setFormProblem(input.problem);
      return;
    }
    setFormProblem(null);
    setParams({ from: input.window.from, to: input.window.to });
  };

  const answer = current?.status === "loaded" ? current.answer : undefined;

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">People affected by a data breach</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Everyone whose personal data we held during the days you give, with the e-mail address to tell them at, the name they gave and their references. Use it once the
        person in charge has decided to notify (see the personal data breach runbook). Each list you open is recorded in the audit log.
      </p>
      <form key={key} onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3" aria-describedby={formProblem ? `${id}-problem` : undefined}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            First day <span className="font-normal text-slate-600">(as {INDIA_DAY_EXAMPLE})</span>
          </label>
          <input id={`${id}-from`} name="from" type="text" autoComplete="off" required defaultValue={chosen ? isoDayToIndian(chosen.from) : ""} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            Last day <span className="font-normal text-slate-600">(as {INDIA_DAY_EXAMPLE})</span>
          </label>
          <input id={`${id}-to`} name="to" type="text" autoComplete="off" required defaultValue={chosen ? isoDayToIndian(chosen.to) : ""} className={inputClass} />
        </div>
        <div className="flex items-end">
          <button type="submit" className="btn btn-primary w-full sm:w-auto">
            List the people
          </button>
        </div>
      </form>
      {formProblem && (
        <p id={`${id}-problem`} ref={problemRef} tabIndex={-1} role="alert" className="mt-2 text-sm text-rose-800">
          {formProblem}
        </p>
      )}
      {parsed && !parsed.ok && (
        <p role="alert" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
          {parsed.problem}
        </p>
      )}
      {current?.status === "loading" && <output className="mt-6 block text-slate-800">Finding the people…</output>}
      {current?.status === "failed" && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
          {current.message}
        </p>
      )}
      {answer && chosen && <AffectedList answer={answer} csvUrl={affectedCsvUrl(chosen)} />}
    </>
  );
}

function AffectedList({ answer, csvUrl }: { answer: BreachAffectedAnswer; csvUrl: string }) {
  const held = `${isoDayToIndian(answer.from)} to ${isoDayToIndian(answer.to)}`;
  return (
    <section aria-labelledby="affected-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="affected-heading" className="text-xl font-semibold">
          {people(answer.total)} ({leads(answer.leads)}) held from {held}
        </h2>
        {answer.total > 0 && (
          <a href={csvUrl} download className="btn btn-secondary">
            <Icon name="download" className="size-4" />
            Download all {people(answer.total)} as CSV
          </a>
        )}
      </div>
      {answer.total > answer.people.length && (
        <p className="mt-2 text-slate-700">
          Showing the first {BREACH_LIST_MAX} by e-mail address; the CSV has all {people(answer.total)}.
        </p>
      )}
      {answer.people.length > 0 ? (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">People whose data we held from {held}, by e-mail address</caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">E-mail</th>
                <th scope="col" className="px-3 py-2">Name</th>
                <th scope="col" className="px-3 py-2">Their leads</th>
              </tr>
            </thead>
            <tbody>
              {answer.people.map((person) => (
                <tr key={person.email} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2 break-all">{person.email}</td>
                  <td className="px-3 py-2">{person.name || <span className="text-slate-600">No name given</span>}</td>
                  <td className="px-3 py-2">
                    <ul>
                      {person.leads.map((lead) => (
                        <li key={lead.reference}>
                          <span className="font-mono">{lead.reference}</span> {leadKindLabel(lead.kind)}, {formatIndiaDateTime(lead.submittedAt)}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">We held nobody's data in these days.</p>
      )}
      {answer.erasedTotal > 0 && (
        <div className="mt-6">
          <h3 className="text-lg font-semibold">Erased since the window began</h3>
          <p className="mt-1 text-slate-700">
            {leads(answer.erasedTotal)} held in these days were erased since; nothing is left to reach those people with. Count them in the report to the Board.
            {answer.erasedTotal > answer.erased.length && ` The first ${answer.erased.length} are listed.`}
          </p>
          <ul className="mt-2 list-disc pl-6">
            {answer.erased.map((lead) => (
              <li key={`${lead.reference}-${lead.erasedAt}`}>
                <span className="font-mono">{lead.reference}</span> {lead.kind ? leadKindLabel(lead.kind) : ""}, erased {formatIndiaDateTime(lead.erasedAt)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
