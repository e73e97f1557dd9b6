/**
 * Retry decisions of `Lib.data.Connection`: whether a failed attempt is tried again, and how
 * long to wait first (the answer's `Retry-After`, else the policy's backoff).
 *
 * @example
 *   retryWait(policy, 'GET', 1, {status: 503, headers: {'retry-after': '2'}}); // 2000
 */
import type { RetryPolicy } from './Connection.options';

/** The longest delay setTimeout honours: it fires at once for longer ones. */
export const MAX_DELAY = 2 ** 31 - 1;

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
 * The milliseconds to wait before retrying after `done` attempts (1 after the first), or -1
 * for no retry. A retry needs the policy to allow one more, the method to be retryable, and
 * the failure to be a network error, a listed status, or a timeout when `timeouts` is set
 * (aborts never reach here). The wait is the `Retry-After` header (seconds or an HTTP date)
 * capped at `maxRetryAfter`, else the backoff of retry number `done` (not a number ≥ 0: 0);
 * never more than `MAX_DELAY`.
 */
export function retryWait(
  policy: RetryPolicy,
  method: string,
  done: number,
  outcome: AttemptOutcome,
): number {
  if (
    done > policy.limit ||
    !policy.methods.includes(method) ||
    !(outcome.timedout
      ? policy.timeouts
      : outcome.network || policy.statuses.includes(outcome.status))
  ) {
    return -1;
  }
  const header = outcome.headers['retry-after'];
  const text = header === undefined ? '' : header.trim();
  // Whole seconds, or an HTTP date (each of its three forms starts with a day name): engines
  // read other text such as '-1' or '1.5' as some date, which would retry at once.
  let wait = /^\d+$/.test(text)
    ? +text * 1000
    : /^[a-z]{3}/i.test(text)
      ? Date.parse(text) - Date.now()
      : NaN;
  // No header, or an unreadable one (NaN): the backoff.
  wait = wait === wait ? Math.min(Math.max(wait, 0), policy.maxRetryAfter) : policy.backoff(done);
  return wait >= 0 ? Math.min(wait, MAX_DELAY) : 0;
}
