// The 'failed-precondition' refusals of the credit checks (credit-checks.ts throws them): their
// codes, which screens decide by (`BackendError.reason`), and their words. Kept apart, with no
// imports, so a screen can recognise a refusal without loading the checks.

/** Why a credit sale or a repayment was refused: past the customer's limit, or above what they owe. */
export type CreditRefusalReason = 'over-credit-limit' | 'over-balance';

/** A credit sale past its customer's limit. */
export const OVER_CREDIT_LIMIT = 'This sale would take the customer past their credit limit.';
/** A repayment above what the customer owes. */
export const OVER_BALANCE = 'This payment is more than the customer owes.';
