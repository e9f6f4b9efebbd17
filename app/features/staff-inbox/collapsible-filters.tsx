import { type ReactNode, useId, useState } from "react";
import { Icon } from "~/components/icon";

type Props = {
  /** How many filters are on, said on the button. */
  activeCount: number;
  children: ReactNode;
};

/**
 * The inbox's filters behind a "Filters" button on a phone, where the form
 * would push the leads a screen down; always shown from the md breakpoint up,
 * where the button is hidden. Closed at first; the button says how many
 * filters are on.
 */
export function CollapsibleFilters({ activeCount, children }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className="btn btn-secondary w-full justify-between md:hidden">
        <span>
          Search and filters
          {activeCount > 0 && (
            <>
              {" "}
              <span className="font-normal text-slate-700">({activeCount} on)</span>
            </>
          )}
        </span>
        <Icon name="chevron-down" className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={id} className={open ? "mt-3 md:mt-0" : "max-md:hidden"}>
        {children}
      </div>
    </div>
  );
}
