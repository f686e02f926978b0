/**
 * Scenarios a developer switches to steer the sandbox. Two kinds:
 * - lending scenarios (approve, reject, supplement, payout_fail, overdue, hardship, cooling, and the refusals the law
 *   decides: self_ban, debt_load, overdue_elsewhere) decide the story of an order;
 *   the one in force when the order is submitted is pinned on it, so switching later changes only new orders;
 * - request scenarios (session_expired, slow, server_error, selfie_only, card_hosted) act on each request while they are in force.
 */
export const SCENARIOS = [
  'approve',
  'reject',
  'supplement',
  'payout_fail',
  'overdue',
  'session_expired',
  'slow',
  'server_error',
  'selfie_only',
  'self_ban',
  'debt_load',
  'overdue_elsewhere',
  'hardship',
  'cooling',
  'card_hosted',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const LENDING_SCENARIOS = ['approve', 'reject', 'supplement', 'payout_fail', 'overdue', 'self_ban', 'debt_load', 'overdue_elsewhere', 'hardship', 'cooling'] as const;
export type LendingScenario = (typeof LENDING_SCENARIOS)[number];

export const SCENARIO_LABELS: Record<Scenario, string> = {
  approve: 'Approve (happy path)',
  reject: 'Reject the application',
  supplement: 'Ask for new ID photos / selfie',
  payout_fail: 'Payout to the card fails',
  overdue: 'Loan is overdue (3 days)',
  session_expired: 'Session expires on next call',
  slow: 'Slow network (~3 s per call)',
  server_error: 'Server error (code 500)',
  selfie_only: 'Liveness page off: a plain selfie',
  self_ban: 'Refuse: self-ban on loans set on eGov',
  debt_load: 'Refuse: debt burden ratio over the limit',
  overdue_elsewhere: 'Refuse: serious overdue with another lender',
  hardship: 'Can’t pay: overdue loan, the application to change terms answered after a wait',
  cooling: 'Cooling period: payout 24 h after signing, on confirmation',
  card_hosted: 'Card added on the provider’s page (config cardBinding: hosted)',
};

export function isScenario(v: unknown): v is Scenario {
  return typeof v === 'string' && (SCENARIOS as readonly string[]).includes(v);
}

export function isLendingScenario(v: unknown): v is LendingScenario {
  return typeof v === 'string' && (LENDING_SCENARIOS as readonly string[]).includes(v);
}

/** What an order submitted under `scenario` pins: a request scenario lends as on the happy path. */
export function lendingScenarioOf(scenario: Scenario): LendingScenario {
  return isLendingScenario(scenario) ? scenario : 'approve';
}
