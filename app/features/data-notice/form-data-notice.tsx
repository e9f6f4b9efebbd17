import {
  AUDIT_LOG_TEXT,
  type NoticeFormKind,
  SPAM_CHECK_TEXT,
  VISIT_ORIGIN_SHORT,
  formDataNotices,
  noticeItems,
  privacyContact,
  retentionFor,
  isLeadForm,
  whatAndWhy,
} from "../../../contract/leads/data-notices.ts";
import { NoticeItemList } from "./notice-item-list";
import { NoticeLinks } from "./notice-links";

type Props = {
  kind: NoticeFormKind;
  /** On a white form, or on the footer's dark ground. */
  tone?: "light" | "dark";
};

/**
 * The notice beside a form (DPDP Rules 2025, Rule 3), standing on its own:
 * what the form asks for and why, how long we keep it, and the three links;
 * each item and its purpose one press away in a <details>, which needs no
 * script. The privacy policy holds the same notice for every form.
 */
export function FormDataNotice({ kind, tone = "light" }: Props) {
  const dark = tone === "dark";
  const { formName } = formDataNotices[kind];
  return (
    <div className={`space-y-2 ${dark ? "text-xs text-slate-300" : "text-sm text-slate-700"}`}>
      <p>
        <strong className={`font-semibold ${dark ? "text-white" : "text-slate-900"}`}>Your data: </strong>
        {whatAndWhy(kind)} {isLeadForm(kind) ? `${VISIT_ORIGIN_SHORT} ` : null}
        {retentionFor(kind)}
      </p>
      <NoticeLinks tone={tone} label={`${formName}: your choices about your data`} />
      <details className="group">
        <summary className={`cursor-pointer font-medium underline underline-offset-2 ${dark ? "text-white" : "text-brand-700 hover:text-brand-800"}`}>
          Each item we ask for, and why
        </summary>
        <div className="mt-2 space-y-2">
          <NoticeItemList items={noticeItems(kind)} label={`${formName}: each item and why we ask for it`} tone={tone} />
          {isLeadForm(kind) ? <p>{SPAM_CHECK_TEXT}</p> : null}
          <p>{AUDIT_LOG_TEXT}</p>
          <p>
            Every form&apos;s notice is also in our{" "}
            <a href={`${privacyContact.policyPath}#what-we-collect`} className={dark ? "font-medium text-white underline underline-offset-2" : "font-medium text-brand-700 underline underline-offset-2"}>
              Privacy Policy
            </a>
            .
          </p>
        </div>
      </details>
    </div>
  );
}
