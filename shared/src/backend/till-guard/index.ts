// The till guard (guard-till.ts): staff at a shared till, kept once for every adapter. Its parts,
// one job a file: who is at the till (at-the-till.ts), which role may call which method of the
// port (permissions.ts), calls as the operator (as-operator.ts), the port's staff methods
// (staff-api.ts), the proxy over the adapter (guard-proxy.ts), and what loads on first use
// (member.ts, staff.ts, back-office.ts).
export { guardTill } from './guard-till';
export type { TillGuardOptions } from './guard-till';
