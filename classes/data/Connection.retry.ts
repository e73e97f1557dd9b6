/**
 * Retry decisions of `Lib.data.Connection`: whether a failed attempt is tried again, and how
 * long to wait first (the answer's `Retry-After`, else the policy's backoff).
 *
 * @example
 *   const wait = retryDelay(policy, 1, {status: 503, headers: {'retry-after': '2'}}); // 2000
 */
import type { RetryPolicy } from './Connection.options';

const MAX_DELAY = 2 ** 31 - 1;

/** How an attempt ended, as far as retrying cares. */
export interface AttemptOutcome {
  /** The HTTP status; 0 without an answer. */
  status: number;
  /** Response headers by lower-case name. */
  headers: Record<string, string>;
  /** The attempt timed out. */
  timedout?: boolean;
  /** The attempt got no answer (network failure). */
  network?: boolean;
}

/**
 * Whether to retry after `done` attempts (1 after the first): the policy allows one more, the
 * method may be retried, and the failure is a network error, a listed status, or a timeout when
 * `timeouts` is set. Aborts never reach here.
 */
export function shouldRetry(
  policy: RetryPolicy,
  method: string,
  done: number,
  outcome: AttemptOutcome,
): boolean {
  if (done > policy.limit || !policy.methods.includes(method)) return false;
  if (outcome.timedout) return policy.timeouts;
  if (outcome.network) return true;
  return policy.statuses.includes(outcome.status);
}

/**
 * Milliseconds to wait before retry number `attempt` (1 for the first retry): the
 * `Retry-After` header (seconds or an HTTP date) capped at `maxRetryAfter`, else the backoff.
 */
export function retryDelay(policy: RetryPolicy, attempt: number, outcome: AttemptOutcome): number {
  const after = parseRetryAfter(outcome.headers['retry-after']);
  // setTimeout fires at once past 2^31 - 1 ms, so longer waits are cut to that.
  if (after !== undefined) return Math.min(after, policy.maxRetryAfter, MAX_DELAY);
  const wait = Number(policy.backoff(attempt));
  return wait >= 0 ? Math.min(wait, MAX_DELAY) : 0;
}

/** A `Retry-After` value in ms from now, or `undefined` when absent or unreadable. */
export function parseRetryAfter(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (isNaN(date)) return undefined;
  return Math.max(0, date - Date.now());
}
