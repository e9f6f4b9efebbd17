/**
 * How long webhook deliveries are tried (decision 0021): the wait after try
 * n is 1 minute × 2^(n-1), at most 2 hours, for 24 tries: the last try is
 * about 34 hours after the first, so a CRM down for a day and a night still
 * gets every event. Then the delivery is marked failed and can be sent again
 * from the inbox.
 */
export const WEBHOOK_RETRY = { maxAttempts: 24, delayMs: 60_000, delayMaxMs: 2 * 3_600_000 } as const;

export type RetryPolicy = { maxAttempts: number; delayMs: number; delayMaxMs: number };

/** The wait after try n (1-based). */
export function webhookRetryDelay(attempts: number, { delayMs, delayMaxMs }: Pick<RetryPolicy, "delayMs" | "delayMaxMs">): number {
  return Math.min(delayMs * 2 ** Math.max(0, attempts - 1), delayMaxMs);
}

/** From the first try to the last, if every try fails at once. */
export function retrySpanMs(policy: RetryPolicy): number {
  let total = 0;
  for (let attempts = 1; attempts < policy.maxAttempts; attempts++) total += webhookRetryDelay(attempts, policy);
  return total;
}
