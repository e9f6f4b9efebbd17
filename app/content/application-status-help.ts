// What the application-status page says under its lookup form, HTML only
// (app/features/application-status/application-status-content.tsx), kept
// apart from ./application-status.ts, which the form's island imports.

export const lostApplicationId = {
  text: "Lost your Application ID? It is in the confirmation e-mail we sent when you applied, and in the message the form showed. If you cannot find it, write to us from the address you applied with.",
  linkLabel: "Write to the incubation team",
  topic: "Application status: I cannot find my Application ID",
};
