import { Checkboxes, Honeypot, TextArea, TextInput } from "./fields";

/** The fields both audience forms ask, besides their list of choices. */
export type EngagementLabels = { name: string; email: string; company: string; role: string; message: string };

/** Name, e-mail, company, role, the form's list of choices and a message (spec 2 §2, the audience pages' forms). */
export function EngagementFields({ labels, choices }: { labels: EngagementLabels; choices: { name: string; legend: string; options: readonly string[] } }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextInput name="name" label={labels.name} required autoComplete="name" />
      <TextInput name="email" label={labels.email} type="email" required autoComplete="email" />
      <TextInput name="company" label={labels.company} required autoComplete="organization" />
      <TextInput name="role" label={labels.role} required autoComplete="organization-title" />
      <div className="sm:col-span-2">
        <Checkboxes {...choices} />
      </div>
      <div className="sm:col-span-2">
        <TextArea name="message" label={labels.message} required rows={4} />
      </div>
      <Honeypot />
    </div>
  );
}
