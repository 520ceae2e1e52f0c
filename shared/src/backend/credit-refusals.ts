// The messages of the 'failed-precondition' refusals a screen turns into its own words
// (credit-checks.ts throws them). Kept apart, with no imports, so a screen can recognise a refusal
// without loading the checks.

/** A credit sale past its customer's limit. */
export const OVER_CREDIT_LIMIT = 'This sale would take the customer past their credit limit.';
/** A repayment above what the customer owes. */
export const OVER_BALANCE = 'This payment is more than the customer owes.';
