import { createContext, useContext } from "react";
import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";
import { defaultChoicesOf, defaultTextOf } from "./form-values";

/** What a field of a lead form reads from its form: ids, the values it starts with, the messages beside it. */
export type LeadFormFields = {
  formId: string;
  /** A refused plain post's values; none once a submission succeeded. */
  initial: LeadFormPostState | undefined;
  fieldErrors: Readonly<Record<string, string>>;
};

export const LeadFormFieldsContext = createContext<LeadFormFields>({ formId: "lead", initial: undefined, fieldErrors: {} });

export const fieldIdOf = (formId: string, name: string) => `${formId}-${name}`;

/** A text field's id, name, starting value and message. */
export function useTextField(name: string) {
  const { formId, initial, fieldErrors } = useContext(LeadFormFieldsContext);
  return { id: fieldIdOf(formId, name), name, defaultValue: defaultTextOf(initial, name), error: fieldErrors[name] };
}

/** A group of checkboxes' id, name, starting choices and message. */
export function useChoicesField(name: string) {
  const { formId, initial, fieldErrors } = useContext(LeadFormFieldsContext);
  return { id: fieldIdOf(formId, name), name, defaultChoices: defaultChoicesOf(initial, name), error: fieldErrors[name] };
}
