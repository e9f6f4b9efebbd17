import { APPLICATION_ID_PARAM } from "../../../contract/leads/application-status-page.ts";

/** An Application ID from a link (the success message, the confirmation e-mail), kept short and printable. */
export function applicationIdFrom(search: string): string | undefined {
  const id = new URLSearchParams(search).get(APPLICATION_ID_PARAM)?.trim();
  return id && /^[\w-]{1,40}$/.test(id) ? id : undefined;
}
