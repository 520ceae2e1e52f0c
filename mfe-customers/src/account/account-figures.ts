// What a customer's account shows, worked out from the live balances and records by the domain
// (credit.ts): the balance per currency, the statement and the debts still unpaid.
import { accountStatement, CURRENCIES, customerOwes, outstandingDebts } from '@shop/shared/domain';
import type { AccountRecords, CurrencyAmounts, CurrencyCode, Customer, CustomerBalance, Debt, StatementLine } from '@shop/shared/domain';

/** Whose account is open: a customer of the list, or one the owe book names (no longer in the list, say). */
export type AccountHolder = Pick<Customer, 'id' | 'name' | 'phone'> & Partial<Pick<Customer, 'email' | 'creditLimitMinor'>>;

export interface AccountFigures {
  /** The currencies the customer bought in on credit (or has a balance in), in CURRENCIES order. */
  currencies: CurrencyCode[];
  /** What they owe now, per currency (only currencies above 0): the stored balances. */
  owes: CurrencyAmounts;
  /** Oldest first, with a running balance per currency. */
  statement: StatementLine[];
  /** Every credit sale's debt, oldest due first, those paid off included (applyRepayment reads them). */
  debts: Debt[];
  /** The debts still unpaid, oldest due first. */
  unpaid: Debt[];
}

export function accountFigures(customerId: string, balances: readonly CustomerBalance[], records: AccountRecords): AccountFigures {
  const statement = accountStatement(customerId, records);
  const debts = outstandingDebts(records).filter((debt) => debt.customer.id === customerId);
  const seen = new Set<CurrencyCode>(statement.map((line) => line.currency));
  for (const balance of balances) if (balance.customerId === customerId) seen.add(balance.currency);
  return {
    currencies: CURRENCIES.filter((currency) => seen.has(currency)),
    owes: customerOwes(balances, customerId),
    statement,
    debts,
    unpaid: debts.filter((debt) => debt.outstandingMinor > 0),
  };
}

/** The currencies among `owes` with something owed, in CURRENCIES order. */
export function owedCurrencies(owes: CurrencyAmounts): CurrencyCode[] {
  return CURRENCIES.filter((currency) => (owes[currency] ?? 0) > 0);
}
