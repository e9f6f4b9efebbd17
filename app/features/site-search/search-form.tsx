import type { FormEvent, Ref } from "react";
import { Icon } from "~/components/icon";

type SearchFormProps = {
  /** The input's id (one per box on a page). */
  inputId: string;
  /** The search landmark's name, where a page may show two boxes at once (the header's and its own). */
  landmarkLabel?: string;
  /** Focus the input when it is shown (the header's panel, where opening it means "I want to search"). */
  focusWhenShown?: boolean;
  onQueryInput?: (query: string) => void;
  onFocus?: () => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The search box: a plain GET form to /search (?q=…), which works before
 * (and without) any script; an island adds results as one types. The input
 * is uncontrolled, so what was typed before the island's code came stays.
 */
export function SearchForm({ inputId, landmarkLabel, focusWhenShown, onQueryInput, onFocus, onSubmit, inputRef }: SearchFormProps) {
  return (
    <search aria-label={landmarkLabel}>
      <form action="/search" method="get" onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search the site
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          required
          autoComplete="off"
          placeholder="Search the site"
          // In the header's panel, a popover the visitor opens with the Search button: opening a popover
          // focuses its autofocus element (HTML's popover focusing steps), as a dialog's first field; no script needed.
          // oxlint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusWhenShown}
          onInput={(event) => onQueryInput?.(event.currentTarget.value)}
          onFocus={onFocus}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        <button type="submit" className="btn btn-primary shrink-0">
          <Icon name="search" className="size-5" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </button>
      </form>
    </search>
  );
}
