import { DATA_RIGHTS_API, DATA_RIGHTS_TOKEN_PARAM, YOUR_DATA_PATH } from "../../../contract/data-rights/data-rights-paths.ts";
import { REQUEST_KIND_LABELS, REQUEST_STATE_LABELS } from "../../../contract/data-rights/data-rights-requests.ts";
import { CORRECTION_VALUE_MAX } from "../../../contract/data-rights/data-rights-schema.ts";
import { DATA_RIGHTS_TEXTS as TEXT } from "../../../contract/data-rights/data-rights-texts.ts";
import {
  type HeldData,
  type HeldLead,
  type YourDataPageState,
  consentWithdrawnEverywhere,
  correctableChoices,
  originPartLabel,
  recordedLabel,
} from "../../../contract/data-rights/your-data-view.ts";
import { leadFieldLabel, leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import { formatFileSize, formatIndiaDateTime } from "~/features/staff-inbox/inbox-format";

/**
 * The data-rights link's pages inside the site (rendered on demand by the
 * server, app/pages/legal/your-data/view.astro): plain forms that post the
 * token, no island, so they work the same with and without JavaScript. React
 * writes everything the person sent as text.
 */
export function YourDataView({ state }: { state: YourDataPageState }) {
  return (
    <section className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        {state.view === "data" ? <HeldDataView held={state.held} token={state.token} /> : state.view === "result" ? <Result {...state} /> : <InvalidLink />}
      </div>
    </section>
  );
}

function TokenField({ token }: { token: string }) {
  return <input type="hidden" name={DATA_RIGHTS_TOKEN_PARAM} value={token} />;
}

function InvalidLink() {
  return (
    <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950 sm:p-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{TEXT.invalidLinkHeading}</h1>
      <p className="mt-3">{TEXT.invalidLink}</p>
      <p className="mt-6">
        <a href={YOUR_DATA_PATH} className="btn btn-primary">
          Ask for a new link
        </a>
      </p>
    </div>
  );
}

function Result({ heading, text, token, refused }: { heading: string; text: string; token?: string; refused?: true }) {
  const frame = refused ? "border-amber-600 bg-amber-50 text-amber-950" : "border-emerald-700 bg-emerald-50 text-emerald-950";
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
      <output className={`mt-4 block rounded-lg border p-4 ${frame}`}>{text}</output>
      {token ? (
        <form method="get" action={DATA_RIGHTS_API.yourData} className="mt-6">
          <TokenField token={token} />
          <button type="submit" className="btn btn-secondary">
            {TEXT.backToYourData}
          </button>
        </form>
      ) : null}
    </>
  );
}

const card = "mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

function HeldDataView({ held, token }: { held: HeldData; token: string }) {
  const anything = held.leads.length > 0 || held.newsletter !== null;
  const choices = correctableChoices(held.leads);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{TEXT.pageHeading}</h1>
      <p className="mt-2 text-lg text-slate-700">
        Under the e-mail address <strong className="break-all">{held.email}</strong>.
      </p>
      <section aria-labelledby="held" className={card}>
        <h2 id="held" className="text-xl font-bold text-slate-900">
          What we hold
        </h2>
        {anything ? (
          <>
            <p className="mt-2 text-slate-700">{held.leads.length === 1 ? "One submission" : `${held.leads.length} submissions`} under this address, newest first.</p>
            {held.leads.map((lead) => (
              <LeadArticle key={lead.reference} lead={lead} />
            ))}
            {held.newsletter ? (
              <>
                <h3 className="mt-5 font-bold text-slate-900">Newsletter</h3>
                <p className="text-slate-700">
                  {held.newsletter.stateText}; signed up {formatIndiaDateTime(held.newsletter.signedUpAt)}.
                </p>
              </>
            ) : null}
          </>
        ) : (
          <p className="mt-2 text-slate-700">{TEXT.nothingHeld}</p>
        )}
      </section>
      {anything ? (
        <section aria-labelledby="download" className={card}>
          <h2 id="download" className="text-xl font-bold text-slate-900">
            Download it
          </h2>
          <form method="get" action={DATA_RIGHTS_API.download} className="mt-3">
            <TokenField token={token} />
            <button type="submit" className="btn btn-primary">
              {TEXT.downloadButton}
            </button>
          </form>
        </section>
      ) : null}
      {choices.length > 0 ? (
        <section aria-labelledby="correct" className={card}>
          <h2 id="correct" className="text-xl font-bold text-slate-900">
            {TEXT.correctionHeading}
          </h2>
          <p className="mt-2 text-slate-700">{TEXT.correctionIntro}</p>
          <form method="post" action={DATA_RIGHTS_API.correction} className="mt-3">
            <TokenField token={token} />
            <label htmlFor="correction-target" className="mt-3 block font-semibold text-slate-900">
              What is wrong
            </label>
            <select id="correction-target" name="target" required className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900">
              <option value="">Choose…</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            <label htmlFor="correction-value" className="mt-3 block font-semibold text-slate-900">
              As it should read
            </label>
            <textarea id="correction-value" name="value" rows={3} maxLength={CORRECTION_VALUE_MAX} required className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900" />
            <button type="submit" className="btn btn-primary mt-3">
              {TEXT.correctionButton}
            </button>
          </form>
        </section>
      ) : null}
      {held.leads.length > 0 ? (
        <section aria-labelledby="withdraw" className={card}>
          <h2 id="withdraw" className="text-xl font-bold text-slate-900">
            {TEXT.withdrawHeading}
          </h2>
          <p className="mt-2 text-slate-700">{TEXT.withdrawIntro}</p>
          {consentWithdrawnEverywhere(held) ? (
            <p className="mt-3 font-semibold text-slate-900">You have withdrawn your consent.</p>
          ) : (
            <form method="post" action={DATA_RIGHTS_API.withdrawal} className="mt-3">
              <TokenField token={token} />
              <button type="submit" className="btn btn-primary">
                {TEXT.withdrawButton}
              </button>
            </form>
          )}
        </section>
      ) : null}
      {held.leads.length > 0 ? (
        <section aria-labelledby="erase" className={card}>
          <h2 id="erase" className="text-xl font-bold text-rose-900">
            {TEXT.erasureHeading}
          </h2>
          <p className="mt-2 text-slate-700">{TEXT.erasureIntro}</p>
          <form method="post" action={DATA_RIGHTS_API.erasure} className="mt-3">
            <TokenField token={token} />
            <button type="submit" className="btn bg-rose-700 text-white hover:bg-rose-800">
              {TEXT.erasureButton}
            </button>
          </form>
        </section>
      ) : null}
      {held.requests.length > 0 ? (
        <section aria-labelledby="requests" className={card}>
          <h2 id="requests" className="text-xl font-bold text-slate-900">
            Your requests
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {held.requests.map((request) => (
              <li key={request.reference}>
                <span className="font-mono">{request.reference}</span>: {REQUEST_KIND_LABELS[request.kind]}, {REQUEST_STATE_LABELS[request.state].toLowerCase()} (received{" "}
                {formatIndiaDateTime(request.receivedAt)}
                {request.state === "open" ? `, due by ${formatIndiaDateTime(request.dueAt)}` : ""})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-6 text-sm text-slate-700">{TEXT.complain}</p>
    </>
  );
}

function LeadArticle({ lead }: { lead: HeldLead }) {
  const rows: [string, string][] = Object.entries(lead.fields).map(([name, value]) => [leadFieldLabel(name, lead.kind), value]);
  if (lead.pitchDeck) rows.push(["Pitch deck", `${lead.pitchDeck.fileName ?? "unnamed file"} (${lead.pitchDeck.mediaType}, ${formatFileSize(lead.pitchDeck.sizeBytes)})`]);
  for (const [part, value] of Object.entries(lead.origin ?? {})) rows.push([originPartLabel(part), value]);
  for (const [name, value] of Object.entries(lead.recorded)) rows.push([recordedLabel(name), String(value)]);
  if (lead.consentWithdrawnAt) rows.push(["Consent withdrawn", formatIndiaDateTime(lead.consentWithdrawnAt)]);
  return (
    <article className="mt-5 border-t border-slate-200 pt-4">
      <h3 className="font-bold text-slate-900">
        {leadKindLabel(lead.kind)} <span className="font-mono text-sm">{lead.reference}</span>
      </h3>
      <p className="text-sm text-slate-700">Received {formatIndiaDateTime(lead.submittedAt)}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(8rem,14rem)_1fr]">
        {rows.map(([term, value], i) => (
          <div key={`${term}-${i}`} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
