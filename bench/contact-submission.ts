// The contact lead every submission benchmark posts (bench/run.ts,
// submission-cost.ts, pg-submission-load.ts, pg-submission-round-trips.ts,
// scale/run.ts, server-memory.ts): one body, so their figures measure the
// same request.
export const CONTACT_SUBMISSION_BODY = JSON.stringify({
  name: "Priya Deshmukh",
  email: "priya@sahyadri-agro.in",
  organization: "Sahyadri Agro Producers",
  role: "Director",
  message: "We would like to discuss an incubation cohort for the agri-tech start-ups among our 4,000 member farmers.",
  website: "",
});
