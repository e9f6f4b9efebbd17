import { useEffect, useState } from "react";
import type { InboxFilters } from "../../../contract/staff-inbox/inbox-query.ts";
import type { StaffMember } from "../../../contract/staff-inbox/lead-work.ts";
import { fetchTeam } from "./lead-work-api";

const inputClass = "w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

/**
 * The inbox filters' owner, overdue and order fields (inbox-filters-form.tsx
 * reads them with the rest of the form): whose leads, only overdue ones, and
 * newest first or the least time left first.
 */
export function LeadWorkFilterFields({ filters, idPrefix }: { filters: InboxFilters; idPrefix: string }) {
  const [team, setTeam] = useState<StaffMember[]>([]);
  useEffect(() => {
    let current = true;
    fetchTeam().then(
      (members) => current && setTeam(members),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const owner = filters.owner === undefined ? "" : String(filters.owner);
  const unknownOwner = typeof filters.owner === "number" && !team.some((member) => member.id === filters.owner);
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-owner`} className="text-sm font-medium">
          Owner
        </label>
        <select id={`${idPrefix}-owner`} name="owner" defaultValue={owner} key={`${owner}-${team.length}`} className={inputClass}>
          <option value="">Anyone or nobody</option>
          <option value="mine">Mine</option>
          <option value="unassigned">Nobody yet</option>
          {unknownOwner && <option value={owner}>Staff member {owner}</option>}
          {team.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-sort`} className="text-sm font-medium">
          Order
        </label>
        <select id={`${idPrefix}-sort`} name="sort" defaultValue={filters.sort ?? ""} className={inputClass}>
          <option value="">Newest first</option>
          <option value="reply-due">Least time left to reply first (waiting leads only)</option>
        </select>
      </div>
      <div className="flex items-center gap-2 self-end pb-2">
        <input id={`${idPrefix}-overdue`} name="overdue" type="checkbox" value="yes" defaultChecked={filters.overdue === true} className="size-4" />
        <label htmlFor={`${idPrefix}-overdue`} className="text-sm font-medium">
          Only overdue leads
        </label>
      </div>
    </>
  );
}
