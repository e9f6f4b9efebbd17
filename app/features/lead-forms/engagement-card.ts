/** The card the audience pages' engagement forms (corporate inquiry, investor access) sit in. */
export const ENGAGEMENT_CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
