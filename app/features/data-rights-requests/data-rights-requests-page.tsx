import { useEffect, useState } from "react";
import { Link } from "react-router";
import { adminDataRightsRequestPath } from "../../../contract/data-rights/data-rights-paths.ts";
import { type DataRightsRequestRow, REQUEST_DUE_DAYS, REQUEST_KIND_LABELS, REQUEST_STATE_LABELS } from "../../../contract/data-rights/data-rights-requests.ts";
import { formatIndiaDateTime } from "~/features/staff-inbox/inbox-format";
import { fetchDataRightsRequests } from "./data-rights-admin-api";
import { dueText } from "./request-format";
import { useStaffFailure } from "~/features/staff-inbox/use-staff-failure";

type Loaded = { status: "loading" } | { status: "loaded"; requests: DataRightsRequestRow[] } | { status: "failed"; message: string };

/**
 * The rights requests: open ones first, soonest due first (each due
 * REQUEST_DUE_DAYS after it came in), then the latest closed ones.
 */
export function DataRightsRequestsPage({ now = () => new Date() }: { now?: () => Date }) {
  const onFailure = useStaffFailure();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });

  useEffect(() => {
    let current = true;
    fetchDataRightsRequests().then(
      (answer) => current && setLoaded({ status: "loaded", requests: answer.requests }),
      (error: unknown) => {
        const message = current ? onFailure(error) : undefined;
        if (current && message) setLoaded({ status: "failed", message });
      },
    );
    return () => {
      current = false;
    };
  }, [onFailure]);

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Data-rights requests</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Requests people made from the link to their data: access, correction, consent withdrawn and erasure. Each is due {REQUEST_DUE_DAYS} days after it came in
        (DPDP Rules 2025 allow at most 90). Access and withdrawal take effect at once; corrections and erasures wait for you.
      </p>
      {loaded.status === "loading" ? (
        <output className="mt-6 block text-slate-700">Loading the requests…</output>
      ) : loaded.status === "failed" ? (
        <p className="mt-6 text-rose-800" role="alert">
          {loaded.message}
        </p>
      ) : loaded.requests.length === 0 ? (
        <p className="mt-6 text-slate-700">No requests yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Data-rights requests, open ones first by due date</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">Reference</th>
                <th scope="col" className="px-4 py-3">Request</th>
                <th scope="col" className="px-4 py-3">E-mail</th>
                <th scope="col" className="px-4 py-3">Received</th>
                <th scope="col" className="px-4 py-3">Due</th>
                <th scope="col" className="px-4 py-3">State</th>
              </tr>
            </thead>
            <tbody>
              {loaded.requests.map((request) => {
                const due = dueText(request, now());
                return (
                  <tr key={request.reference} className="border-b border-slate-100 last:border-0">
                    <td className="px-4 py-3 font-mono">
                      <Link to={adminDataRightsRequestPath(request.reference)} className="font-semibold text-brand-700 hover:underline">
                        {request.reference}
                      </Link>
                    </td>
                    <td className="px-4 py-3">{REQUEST_KIND_LABELS[request.kind]}</td>
                    <td className="px-4 py-3 break-all">{request.email}</td>
                    <td className="px-4 py-3">{formatIndiaDateTime(request.receivedAt)}</td>
                    <td className={`px-4 py-3 ${due.overdue ? "font-semibold text-rose-800" : ""}`}>
                      {request.state === "open" ? `${formatIndiaDateTime(request.dueAt)} (${due.text})` : "—"}
                    </td>
                    <td className="px-4 py-3">{REQUEST_STATE_LABELS[request.state]}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
