import { type ReactNode, useEffect, useState } from "react";
import { leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import type { StoredLeadKind } from "../../../contract/leads/lead-paths.ts";
import { DASHBOARD_API, DASHBOARD_WEEKS, type DashboardAnswer } from "../../../contract/staff-inbox/pipeline-dashboard.ts";
import { LEAD_STATUS_LABELS } from "../../../contract/staff-inbox/lead-status.ts";
import { adminCall, adminErrorText, isSignedOut } from "../staff-inbox/admin-api";
import { SESSION_ENDED_NOTICE, useStaffSession } from "../staff-inbox/staff-session";
import { share, workingHoursText } from "./dashboard-format";
import { WeeklyChart } from "./weekly-chart";

type Loaded = { status: "loading" } | { status: "loaded"; answer: DashboardAnswer } | { status: "failed"; message: string };

/**
 * The pipeline at a glance (issue 25): the last twelve weeks' leads by kind
 * and by where they came from, how long the team took to reply, each owner's
 * open and overdue leads, and where the period's leads stand. Counts only;
 * each chart has its table.
 */
export function PipelineDashboardPage() {
  const { signedOut } = useStaffSession();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    let current = true;
    adminCall<DashboardAnswer>("GET", DASHBOARD_API).then(
      (answer) => current && setLoaded({ status: "loaded", answer }),
      (error: unknown) => {
        if (!current) return;
        if (isSignedOut(error)) signedOut(SESSION_ENDED_NOTICE);
        else setLoaded({ status: "failed", message: adminErrorText(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [signedOut]);

  return (
    <>
      <h1 className="text-3xl font-bold">Pipeline</h1>
      <p className="mt-1 text-slate-700">The last {DASHBOARD_WEEKS} weeks' leads, week by week (weeks start on Monday, India Standard Time), and where the team stands with them.</p>
      {loaded.status === "loading" && (
        <output className="mt-6 block text-slate-700">Counting the leads…</output>
      )}
      {loaded.status === "failed" && (
        <p role="alert" className="mt-6 text-rose-800">
          {loaded.message}
        </p>
      )}
      {loaded.status === "loaded" && <DashboardSections answer={loaded.answer} />}
    </>
  );
}

function DashboardSections({ answer }: { answer: DashboardAnswer }) {
  const periodTotal = answer.byStatus.reduce((sum, line) => sum + line.count, 0);
  const { firstReply } = answer;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <Panel id="by-kind" title="Leads per week, by kind">
        <WeeklyChart title="Leads per week, by kind" weeks={answer.weeks} series={answer.byKind} labelOf={(kind) => leadKindLabel(kind as StoredLeadKind)} />
      </Panel>
      <Panel id="by-source" title="Leads per week, by where they came from">
        <WeeklyChart title="Leads per week, by where they came from" weeks={answer.weeks} series={answer.bySource} labelOf={(source) => source} />
        <p className="mt-2 text-sm text-slate-600">A campaign's source (utm_source) where the link had one, else the site that sent the visitor.</p>
      </Panel>
      <Panel id="first-reply" title="Time to a first reply">
        <dl className="mt-4 grid grid-cols-2 gap-4">
          <Figure term="Median" value={workingHoursText(firstReply.medianHours)} />
          <Figure term="Nine in ten within" value={workingHoursText(firstReply.p90Hours)} />
          <Figure term="Answered" value={String(firstReply.answered)} />
          <Figure term="Still waiting" value={String(firstReply.waiting)} />
        </dl>
        <p className="mt-3 text-sm text-slate-600">Working hours (Monday to Friday, 09:30–18:00 IST) from a lead's arrival to its first reply or its move on from New; newsletter sign-ups are not counted.</p>
      </Panel>
      <Panel id="owners" title="Open leads by owner">
        <table className="mt-4 w-full text-sm tabular-nums">
          <caption className="sr-only">Open leads (not closed) and overdue replies, by owner</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Owner
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Open
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Reply overdue
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.owners.map((line) => (
              <tr key={line.owner ?? ""} className="border-b border-slate-100">
                <th scope="row" className="py-1 text-left font-normal break-all">
                  {line.owner ?? "Nobody yet"}
                </th>
                <td className="py-1 text-right">{line.open}</td>
                <td className={`py-1 text-right ${line.overdue > 0 ? "font-semibold text-rose-800" : ""}`}>{line.overdue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel id="by-status" title="Where the period's leads stand">
        <table className="mt-4 w-full text-sm tabular-nums">
          <caption className="sr-only">The period's leads by status, with each status's share</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Status
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Leads
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.byStatus.map((line) => (
              <tr key={line.status} className="border-b border-slate-100">
                <th scope="row" className="py-1 text-left font-normal">
                  {LEAD_STATUS_LABELS[line.status]}
                </th>
                <td className="py-1 text-right">{line.count}</td>
                <td className="py-1 text-right">{share(line.count, periodTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
