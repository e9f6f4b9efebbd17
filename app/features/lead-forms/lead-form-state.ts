/**
 * A lead form's states (spec §4): idle → submitting → submitted | error.
 * Success clears the values; failure keeps every value the visitor typed.
 */
export type LeadFormStatus = "idle" | "submitting" | "submitted" | "error";

export type LeadFormState<Values, Result> = {
  status: LeadFormStatus;
  values: Values;
  /** The error text while status is "error" (none when an error summary says it all). */
  message?: string;
  /** Per field, the message shown beside it. */
  fieldErrors: Record<string, string>;
  /** What the success answer said, while status is "submitted". */
  result?: Result;
};

export type LeadFormAction<Values, Result> =
  /** Clears the field's error, or with `recheck` gives the errors of the values as they now are. */
  | { type: "edit"; field: keyof Values & string; value: Values[keyof Values]; recheck?: (values: Values) => Record<string, string> }
  /** Sets a text field only while it is blank (a contact link's topic never overwrites typing). */
  | { type: "prefill"; field: keyof Values & string; value: string }
  | { type: "submit" }
  | { type: "succeed"; result: Result }
  | { type: "fail"; message?: string; fieldErrors?: Record<string, string> }
  | { type: "dismiss" };

export function initialLeadFormState<Values, Result>(values: Values): LeadFormState<Values, Result> {
  return { status: "idle", values, fieldErrors: {} };
}

export function leadFormReducer<Values, Result>(
  initialValues: Values,
): (state: LeadFormState<Values, Result>, action: LeadFormAction<Values, Result>) => LeadFormState<Values, Result> {
  return (state, action) => {
    switch (action.type) {
      case "edit": {
        if (state.status === "submitting") return state;
        const values = { ...state.values, [action.field]: action.value };
        const { [action.field]: _fixed, ...otherErrors } = state.fieldErrors;
        return { ...state, values, fieldErrors: action.recheck ? action.recheck(values) : otherErrors };
      }
      case "prefill": {
        const current = state.values[action.field];
        if (state.status === "submitting" || (typeof current === "string" && current.trim() !== "")) return state;
        return { ...state, values: { ...state.values, [action.field]: action.value } };
      }
      case "submit":
        return { status: "submitting", values: state.values, fieldErrors: {} };
      case "succeed":
        return { status: "submitted", values: initialValues, fieldErrors: {}, result: action.result };
      case "fail":
        return { status: "error", values: state.values, message: action.message, fieldErrors: action.fieldErrors ?? {} };
      case "dismiss":
        return state.status === "submitted" || state.status === "error" ? { status: "idle", values: state.values, fieldErrors: state.fieldErrors } : state;
    }
  };
}
