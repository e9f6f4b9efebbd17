import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ADMIN_DATA_RIGHTS_PATH } from "../../../contract/data-rights/data-rights-paths.ts";
import { DECLINE_REASON_MAX } from "../../../contract/data-rights/data-rights-schema.ts";
import { type DataRightsRequestDetail, REQUEST_KIND_LABELS, REQUEST_STATE_LABELS } from "../../../contract/data-rights/data-rights-requests.ts";
import { adminLeadPath } from "../../../contract/staff-inbox/inbox-paths.ts";
import { formatIndiaDateTime } from "~/features/staff-inbox/inbox-format";
import { applyCorrection, carryOutErasure, declineRequest, fetchDataRightsRequest } from "./data-rights-admin-api";
import { dueText, trailStepDetails, trailStepName } from "./request-format";
import { useStaffFailure } from "~/features/staff-inbox/use-staff-failure";

type Loaded = { status: "loading" } | { status: "loaded"; request: DataRightsRequestDetail } | { status: "failed"; message: string };

/** One request: what it asks, its due date, the actions that close it, and its audit trail. */
export function DataRightsRequestPage({ reference, now = () => new Date() }: { reference: string; now?: () => Date }) {
  const onFailure = useStaffFailure();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchDataRightsRequest(reference).then(
      (request) => current && setLoaded({ status: "loaded", request }),
      (error: unknown) => {
        const message = current ? onFailure(error) : undefined;
        if (current && message) setLoaded({ status: "failed", message });
      },
    );
    return () => {
      current = false;
    };
  }, [reference, onFailure]);

  const act = async (action: () => Promise<DataRightsRequestDetail>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      setLoaded({ status: "loaded", request: await action() });
      setNotice(done);
    } catch (error) {
      const text = onFailure(error);
      if (text) setProblem(text);
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <Link to={ADMIN_DATA_RIGHTS_PATH} className="font-semibold text-brand-700 hover:underline">
      ← All data-rights requests
    </Link>
  );
  if (loaded.status !== "loaded") {
    return (
      <>
        {back}
        <p className={`mt-6 ${loaded.status === "failed" ? "text-rose-800" : "text-slate-700"}`} role={loaded.status === "failed" ? "alert" : "status"}>
          {loaded.status === "failed" ? loaded.message : "Loading the request…"}
        </p>
      </>
    );
  }
  const { request } = loaded;
  const due = dueText(request, now());
  return (
    <>
      {back}
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        {REQUEST_KIND_LABELS[request.kind]} <span className="font-mono text-lg">{request.reference}</span>
      </h1>
      {notice ? (
        <output className="mt-4 block rounded-lg border border-emerald-700 bg-emerald-50 p-3 text-emerald-900">{notice}</output>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg border border-rose-700 bg-rose-50 p-3 text-rose-900">
          {problem}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-slate-700">E-mail address</dt>
        <dd className="break-all">{request.email}</dd>
        <dt className="font-semibold text-slate-700">State</dt>
        <dd>{REQUEST_STATE_LABELS[request.state]}</dd>
        <dt className="font-semibold text-slate-700">Received</dt>
        <dd>{formatIndiaDateTime(request.receivedAt)}</dd>
        <dt className="font-semibold text-slate-700">Due</dt>
        <dd className={due.overdue ? "font-semibold text-rose-800" : ""}>
          {formatIndiaDateTime(request.dueAt)} ({due.text})
        </dd>
        {request.closedAt ? (
          <>
            <dt className="font-semibold text-slate-700">Closed</dt>
            <dd>{formatIndiaDateTime(request.closedAt)}</dd>
          </>
        ) : null}
        {request.reason ? (
          <>
            <dt className="font-semibold text-slate-700">Reason given</dt>
            <dd className="whitespace-pre-wrap">{request.reason}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-700">Their leads now</dt>
        <dd>
          {request.leadReferences.length === 0
            ? "None"
            : request.leadReferences.map((lead, i) => (
                <span key={lead}>
                  {i > 0 ? ", " : ""}
                  <Link to={adminLeadPath(lead)} className="font-mono text-brand-700 hover:underline">
                    {lead}
                  </Link>
                </span>
              ))}
        </dd>
      </dl>
      {request.correction ? (
        <section aria-labelledby="correction-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="correction-heading" className="text-xl font-bold text-slate-900">
            The correction asked for
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold text-slate-700">Lead and field</dt>
            <dd className="font-mono">
              {request.correction.leadReference}: {request.correction.field}
            </dd>
            <dt className="font-semibold text-slate-700">Now reads</dt>
            <dd className="whitespace-pre-wrap">{request.correction.currentValue ?? "(the lead is gone)"}</dd>
            <dt className="font-semibold text-slate-700">Should read</dt>
            <dd className="whitespace-pre-wrap">{request.correction.value}</dd>
          </dl>
        </section>
      ) : null}
      {request.state === "open" ? <RequestActions request={request} busy={busy} act={act} /> : null}
      <section aria-labelledby="trail-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="trail-heading" className="text-xl font-bold text-slate-900">
          Audit trail
        </h2>
        <ol className="mt-3 space-y-2">
          {request.trail.map((step, i) => (
            <li key={`${step.at}-${i}`} className="text-slate-800">
              <span className="font-semibold">{trailStepName(step.action)}</span> — {formatIndiaDateTime(step.at)}
              {step.by ? `, by ${step.by}` : ", by the person"}
              {step.details ? <span className="text-slate-600"> ({trailStepDetails(step.details)})</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

type ActionsProps = {
  request: DataRightsRequestDetail;
  busy: boolean;
  act: (action: () => Promise<DataRightsRequestDetail>, done: string) => Promise<void>;
};

/** Erase (two presses), apply a correction, or decline with the reason the person is sent. */
function RequestActions({ request, busy, act }: ActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const { reference } = request;
  return (
    <section aria-labelledby="act-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="act-heading" className="text-xl font-bold text-slate-900">
        Act on it
      </h2>
      {request.kind === "erasure" ? (
        <div className="mt-3">
          <p className="text-slate-700">
            Erases every lead of this address ({request.leadReferences.length}) as the inbox's erasure does, marks the request done and e-mails the person.
          </p>
          {confirming ? (
            <div className="mt-3 flex flex-wrap gap-3">
              <button ref={confirmRef} type="button" disabled={busy} onClick={() => act(() => carryOutErasure(reference), "Erased; the person is being told.")} className="btn bg-rose-700 text-white hover:bg-rose-800">
                {busy ? "Erasing…" : `Erase ${request.leadReferences.length} lead(s) permanently`}
              </button>
              <button type="button" disabled={busy} onClick={() => setConfirming(false)} className="btn btn-secondary">
                Cancel
              </button>
            </div>
          ) : (
            <button type="button" onClick={() => setConfirming(true)} className="btn mt-3 border border-rose-700 bg-white text-rose-800 hover:bg-rose-50">
              Carry out the erasure…
            </button>
          )}
        </div>
      ) : null}
      {request.kind === "correction" ? (
        <button type="button" disabled={busy} onClick={() => act(() => applyCorrection(reference), "Corrected; the person is being told.")} className="btn btn-primary mt-3">
          Apply the correction
        </button>
      ) : null}
      <form
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => declineRequest(reference, reason), "Declined; the person is being sent your reason.");
        }}
      >
        <label htmlFor="decline-reason" className="block font-semibold text-slate-900">
          Or decline it: the reason the person will read
        </label>
        <textarea
          id="decline-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={DECLINE_REASON_MAX}
          required
          rows={3}
          className="mt-2 w-full rounded-lg border border-slate-400 p-2"
        />
        <button type="submit" disabled={busy || reason.trim() === ""} className="btn btn-secondary mt-2">
          Decline the request
        </button>
      </form>
    </section>
  );
}
