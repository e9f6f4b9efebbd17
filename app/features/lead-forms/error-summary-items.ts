export type ErrorSummaryItem<Field extends string> = { field: Field; label: string; message: string };

/** The errors in the order of the labels (the order the fields appear on the form), for the error summary. */
export function errorSummaryItems<Field extends string>(errors: Readonly<Record<string, string>>, labels: Readonly<Record<Field, string>>): ErrorSummaryItem<Field>[] {
  return (Object.keys(labels) as Field[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, label: labels[field], message }] : [];
  });
}
