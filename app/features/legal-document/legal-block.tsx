import type { LegalBlock } from "~/content/legal/legal-types";

/** One block of a legal section: a paragraph, a list or a table. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      return (
        // A focusable scroll container lets keyboard users scroll wide tables on phones.
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <section className="overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} aria-label={block.caption}>
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-slate-50">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="border-t border-slate-200 align-top">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={cell} scope="row" className="px-4 py-3 font-medium text-slate-900">
                        {cell}
                      </th>
                    ) : (
                      <td key={cell} className="px-4 py-3">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
  }
}
