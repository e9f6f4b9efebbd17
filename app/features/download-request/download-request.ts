/**
 * What the modal says once the request is stored: the visitor's confirmation
 * and the team's notification are in the outbox, and the team e-mails the file.
 */
export function downloadConfirmation(title: string, email: string): string {
  return `Thank you. ${title} is on its way: our team e-mails it to ${email} within one working day.`;
}
