import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ADMIN_TEXT } from "../../../contract/staff-inbox/inbox-answers.ts";
import { STAFF_ROLES, STAFF_ROLE_LABELS, STAFF_ROLE_POWERS, type StaffRole, type TeamMember, isStaffRole } from "../../../contract/staff-inbox/staff-roles.ts";
import { adminErrorText, isSignedOut } from "../staff-inbox/admin-api";
import { formatIndiaDateTime } from "../staff-inbox/inbox-format";
import { SESSION_ENDED_NOTICE, useStaffRole, useStaffSession } from "../staff-inbox/staff-session";
import { changeRole, fetchTeam } from "./team-api";

type Loaded = { status: "loading" } | { status: "loaded"; members: TeamMember[] } | { status: "failed"; message: string };

/**
 * The team and its roles (admins only, decision 0019): who has an account,
 * what each may do, and a role change per person. New accounts are made on
 * the server; the last admin cannot step down.
 */
export function TeamPage() {
  const role = useStaffRole();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Team and roles</h1>
      <RolePowers />
      {role === "admin" ? (
        <TeamList />
      ) : (
        <p className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">{ADMIN_TEXT.adminOnly}</p>
      )}
    </>
  );
}

function RolePowers() {
  return (
    <dl className="mt-4 grid gap-2 text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
      {STAFF_ROLES.map((role) => (
        <div key={role} className="contents">
          <dt className="font-semibold text-slate-900">{STAFF_ROLE_LABELS[role]}</dt>
          <dd>{STAFF_ROLE_POWERS[role]}.</dd>
        </div>
      ))}
    </dl>
  );
}

function TeamList() {
  const { session, signedIn, signedOut } = useStaffSession();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const me = session.status === "signed-in" ? session.staff : undefined;

  useEffect(() => {
    let live = true;
    fetchTeam().then(
      (answer) => live && setLoaded({ status: "loaded", members: answer.members }),
      (error: unknown) => {
        if (!live) return;
        if (isSignedOut(error)) signedOut(SESSION_ENDED_NOTICE);
        else setLoaded({ status: "failed", message: adminErrorText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [signedOut]);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const onChange = async (member: TeamMember, role: StaffRole) => {
    setSaving(member.id);
    setNotice(null);
    setProblem(null);
    try {
      const answer = await changeRole(member.id, role);
      setLoaded({ status: "loaded", members: answer.members });
      setNotice(role === member.role ? `${member.email} is already ${STAFF_ROLE_LABELS[role]}.` : `${member.email} is now ${STAFF_ROLE_LABELS[role]}.`);
      // Stepping down from admin: the shell and this page follow at once.
      if (me && member.email === me.email && role !== me.role) signedIn({ ...me, role });
    } catch (error) {
      if (isSignedOut(error)) signedOut(SESSION_ENDED_NOTICE);
      else setProblem(adminErrorText(error));
    } finally {
      setSaving(null);
    }
  };

  if (loaded.status === "loading") return <output className="mt-6 block">Loading the team…</output>;
  if (loaded.status === "failed") {
    return (
      <p role="alert" className="mt-6 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
        {loaded.message}
      </p>
    );
  }
  return (
    <section aria-labelledby="team-heading" className="mt-6">
      <h2 id="team-heading" className="text-xl font-bold">
        {loaded.members.length === 1 ? "1 account" : `${loaded.members.length} accounts`}
      </h2>
      <p className="mt-1 text-slate-700">New accounts are made on the server by the person who looks after it; they start as Staff.</p>
      <output className="mt-3 block min-h-6 text-emerald-900">{notice}</output>
      {problem && (
        <p ref={problemRef} tabIndex={-1} role="alert" className="mt-2 rounded-xl border border-rose-200 bg-rose-50 p-3 text-rose-900">
          {problem}
        </p>
      )}
      <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" aria-label="Staff accounts">
        {loaded.members.map((member) => (
          <MemberRow key={`${member.id}:${member.role}`} member={member} isYou={member.email === me?.email} saving={saving === member.id} onChange={onChange} />
        ))}
      </ul>
    </section>
  );
}

type RowProps = { member: TeamMember; isYou: boolean; saving: boolean; onChange: (member: TeamMember, role: StaffRole) => void };

function MemberRow({ member, isYou, saving, onChange }: RowProps) {
  const selectId = useId();
  const [role, setRole] = useState<StaffRole>(member.role);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange(member, role);
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="font-semibold break-all text-slate-900">
          {member.email}
          {isYou && <span className="font-normal text-slate-600"> (you)</span>}
        </p>
        <p className="text-sm text-slate-700">
          {STAFF_ROLE_LABELS[member.role]} · account made {formatIndiaDateTime(member.createdAt)}
        </p>
      </div>
      <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Role of {member.email}
        </label>
        <select
          id={selectId}
          value={role}
          onChange={(event) => isStaffRole(event.target.value) && setRole(event.target.value)}
          className="rounded-lg border border-slate-400 bg-white px-3 py-2"
        >
          {STAFF_ROLES.map((choice) => (
            <option key={choice} value={choice}>
              {STAFF_ROLE_LABELS[choice]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={saving || role === member.role}
          aria-label={saving ? undefined : `Change role of ${member.email}`}
          className="btn btn-secondary px-3 py-1.5"
        >
          {saving ? "Saving…" : "Change role"}
        </button>
      </form>
    </li>
  );
}
