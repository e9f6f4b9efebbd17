/**
 * The moment the site is built, which decides what content is current: an
 * event upcoming or past, a role open or closed, a workshop's next session.
 * Now, or the time a reproducible build fixes with SOURCE_DATE_EPOCH (seconds
 * since 1970, the convention of reproducible-builds.org): the test build sets
 * it, so that the suite reads the same site on any day (package.json test:e2e).
 */
export function buildTime(sourceDateEpoch: string | undefined = process.env.SOURCE_DATE_EPOCH, now: () => Date = () => new Date()): Date {
  if (sourceDateEpoch === undefined || sourceDateEpoch === "") return now();
  const stamp = new Date(Number(sourceDateEpoch) * 1000);
  if (Number.isNaN(stamp.getTime())) throw new Error(`SOURCE_DATE_EPOCH is not a number of seconds: ${sourceDateEpoch}`);
  return stamp;
}
