import { Icon } from "./icon";

/** What a filtered list shows when nothing matches, with a way back to everything. */
export function EmptyResults({ message, onReset, resetLabel = "Clear filters" }: { message: string; onReset: () => void; resetLabel?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <Icon name="search-x" className="size-10 text-slate-500" />
      <p className="text-lg font-medium text-slate-800">{message}</p>
      <button type="button" onClick={onReset} className="btn btn-secondary">
        {resetLabel}
      </button>
    </div>
  );
}
