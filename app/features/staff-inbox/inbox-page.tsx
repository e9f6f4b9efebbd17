import { useEffect, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import type { InboxPageAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { type InboxFilters, hasFilters, inboxFilters, inboxQueryString, parseInboxQuery } from "../../../contract/staff-inbox/inbox-query.ts";
import { Icon } from "~/components/icon";
import { adminErrorText, fetchInbox, isSignedOut } from "./admin-api";
import { InboxExportLink } from "./inbox-export-link";
import { InboxFiltersForm } from "./inbox-filters-form";
import { leadCount } from "./inbox-format";
import { InboxList } from "./inbox-list";
import { SESSION_ENDED_NOTICE, useStaffSession } from "./staff-session";
import { CollapsibleFilters } from "./collapsible-filters";
import { TriageShortcuts } from "../lead-triage/triage-shortcuts";
import { focusLeadRow } from "../lead-triage/inbox-row-focus";

/** The answer for one query (by its key); another key than the URL's means it is still loading. */
type Loaded = { key: string } & ({ status: "loading" } | { status: "loaded"; page: InboxPageAnswer } | { status: "failed"; message: string });

/** A notice another page left for the inbox (an erasure). */
export type InboxNotice = { notice?: string };

/** j and k move the focus down and up the list's leads; Enter opens one. */
const ROW_SHORTCUTS = { next: () => focusLeadRow(1), previous: () => focusLeadRow(-1) };

/** How many filters narrow the list (the sort is not one). */
function activeFilterCount({ sort: _sort, ...filters }: InboxFilters): number {
  return Object.values(filters).filter((value) => value !== undefined).length;
}

/** Every lead, newest first: search, filters, pages, the CSV export of what is shown. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { signedOut } = useStaffSession();
  const parsed = parseInboxQuery(params);
  const query = parsed.ok ? parsed.query : {};
  const queryKey = inboxQueryString(query);
  const filters = inboxFilters(query);
  const filtersKey = inboxQueryString(filters);
  const [answer, setAnswer] = useState<Loaded>({ key: "", status: "loading" });
  const loaded: Loaded = answer.key === queryKey ? answer : { key: queryKey, status: "loading" };
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const notice = (location.state as InboxNotice | null)?.notice;

  useEffect(() => {
    let current = true;
    const wanted = parseInboxQuery(new URLSearchParams(queryKey));
    fetchInbox(wanted.ok ? wanted.query : {}).then(
      (page) => current && setAnswer({ key: queryKey, status: "loaded", page }),
      (error: unknown) => {
        if (!current) return;
        if (isSignedOut(error)) signedOut(SESSION_ENDED_NOTICE);
        else setAnswer({ key: queryKey, status: "failed", message: adminErrorText(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [queryKey, signedOut]);

  const onApply = (values: Record<string, string>) => {
    const next = parseInboxQuery(values);
    if (!next.ok) {
      setFormProblem(next.problem);
      return;
    }
    setFormProblem(null);
    setParams(inboxQueryString(next.query));
  };

  const pageLink = (name: "older" | "newer", cursor: string) => {
    const search = new URLSearchParams(filtersKey);
    search.set(name, cursor);
    return `?${search.toString()}`;
  };

  const page = loaded.status === "loaded" ? loaded.page : undefined;
  /** Sorted by the time left to reply, the pages run from the most urgent, not by date. */
  const byReplyDue = query.sort === "reply-due";
  const countText =
    loaded.status === "loading" ? "Loading leads…" : page ? `${leadCount(page.total)} ${hasFilters(query) ? "match these filters" : "in the inbox"}` : "";

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Leads inbox</h1>
        <TriageShortcuts actions={ROW_SHORTCUTS} />
      </div>
      <p className="mt-2 text-slate-700">Every contact message, application and request the site has received, newest first.</p>
      {notice && (
        <output className="block mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
          {notice}
        </output>
      )}
      {!parsed.ok && (
        <p role="alert" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
          {parsed.problem} Showing every lead instead.
        </p>
      )}
      <div className="mt-6">
        <CollapsibleFilters activeCount={activeFilterCount(filters)}>
          <InboxFiltersForm key={filtersKey} filters={filters} onApply={onApply} />
        </CollapsibleFilters>
        {formProblem && (
          <p role="alert" className="mt-2 text-sm text-rose-800">
            {formProblem}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <output className="block font-medium text-slate-800">
          {countText}
        </output>
        <InboxExportLink query={query} />
      </div>
      {loaded.status === "failed" && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
          {loaded.message}
        </p>
      )}
      {page && page.leads.length === 0 && (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {hasFilters(query) ? "No lead matches these filters. Try fewer words or a wider date range." : "No leads yet: they appear here as soon as a form is sent."}
        </p>
      )}
      {page && page.leads.length > 0 && (
        <div className="mt-4">
          <InboxList leads={page.leads} inboxSearch={location.search} order={byReplyDue ? "the least time left to reply first" : "newest first"} />
        </div>
      )}
      {page && (page.newerCursor || page.olderCursor) && (
        <nav aria-label="Pages of leads" className="mt-6 flex flex-wrap items-center justify-between gap-3">
          {page.newerCursor ? (
            <Link to={pageLink("newer", page.newerCursor)} className="btn btn-secondary">
              <Icon name="chevron-left" className="size-4" />
              {byReplyDue ? "Previous page" : "Newer leads"}
            </Link>
          ) : (
            <span />
          )}
          {page.olderCursor && (
            <Link to={pageLink("older", page.olderCursor)} className="btn btn-secondary">
              {byReplyDue ? "Next page" : "Older leads"}
              <Icon name="chevron-right" className="size-4" />
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
