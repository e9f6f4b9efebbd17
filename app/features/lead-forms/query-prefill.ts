import { applicationIdFrom } from "~/features/application-status/application-id-from";

/** The status form's Application ID box (./status-lookup-form.tsx: its form id and field name). */
export const APPLICATION_ID_BOX = "application-status-applicationId";

/**
 * A link's ?applicationId= (the success message, the confirmation e-mail)
 * fills in the status form's first field as the page loads, before the
 * form's island has any code; what is there already stays.
 */
export function prefillApplicationId(search: string, doc: Pick<Document, "getElementById">): void {
  const id = applicationIdFrom(search);
  const box = doc.getElementById(APPLICATION_ID_BOX);
  if (id && box instanceof HTMLInputElement && box.value.trim() === "") box.value = id;
}

