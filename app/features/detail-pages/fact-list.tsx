import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode };

/** An item's key facts as a description list in a side card ("Role at a glance"). */
export function FactList({ title, facts, children }: { title: string; facts: readonly Fact[]; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      <dl className="mt-4 space-y-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="font-medium text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
