/**
 * Delivery of the forms that, for now, live only in the page (spec 2 §3,
 * "local-only form records"): nothing leaves the browser. The "Every form is
 * a lead" issue replaces this with a call to the API; the forms already go
 * through the sending state for it.
 */
export async function confirmOnPage(): Promise<void> {}
