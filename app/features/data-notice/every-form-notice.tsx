import { LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import {
  AUDIT_LOG_TEXT,
  type NoticeFormKind,
  RETENTION_TEXT,
  SPAM_CHECK_TEXT,
  VISIT_ORIGIN_TEXT,
  formDataNotices,
  noticeItems,
  whatAndWhy,
} from "../../../contract/leads/data-notices.ts";
import { NoticeItemList } from "./notice-item-list";
import { NoticeLinks } from "./notice-links";

/** The forms in the order the privacy policy lists them: the lead forms, then the newsletter's sign-up. */
export const NOTICE_FORM_ORDER: readonly NoticeFormKind[] = [...LEAD_KINDS, "newsletter"];

/**
 * The privacy policy's full notice (its {{form-notices}} block): every form,
 * each item it asks for and why, what every form sends besides, how long we
 * keep it all and the three ways on. The same table as the notice beside each
 * form (contract/leads/data-notices.ts).
 */
export function EveryFormNotice() {
  return (
    <div className="flex flex-col gap-6">
      {NOTICE_FORM_ORDER.map((kind) => {
        const { formName, keptWhileInUse } = formDataNotices[kind];
        const headingId = `form-notice-${kind}`;
        return (
          <section key={kind} aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 sm:p-5">
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {formName}
            </h3>
            <p className="mt-1">{whatAndWhy(kind)}</p>
            <div className="mt-3">
              <NoticeItemList items={noticeItems(kind)} label={`${formName}: each item and why we ask for it`} tone="light" />
            </div>
            {keptWhileInUse ? <p className="mt-3">{keptWhileInUse}</p> : null}
          </section>
        );
      })}
      <section aria-labelledby="form-notice-every-form" className="flex flex-col gap-3">
        <h3 id="form-notice-every-form" className="text-lg font-semibold text-slate-900">
          What every lead form sends besides what you type
        </h3>
        <p>{VISIT_ORIGIN_TEXT}</p>
        <p>{SPAM_CHECK_TEXT}</p>
        <p>The newsletter&apos;s sign-up sends neither: it is a plain form, with no script.</p>
      </section>
      <section aria-labelledby="form-notice-kept" className="flex flex-col gap-3">
        <h3 id="form-notice-kept" className="text-lg font-semibold text-slate-900">
          How long we keep it, and your choices
        </h3>
        <p>
          {RETENTION_TEXT} {AUDIT_LOG_TEXT}
        </p>
        <NoticeLinks tone="light" label="Your choices about your data" />
      </section>
    </div>
  );
}
