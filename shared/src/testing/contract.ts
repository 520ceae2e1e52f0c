// The Backend contract: one vitest suite every adapter must pass. An adapter's test file calls
// `runBackendContract(name, makeBackend, helpers)`; the helpers do what only the adapter knows how
// to do out of band (follow the link of a verification or reset e-mail, pick a Google account).
// Test-only: not exported from the package entry.
//
// The suite is split by the port's own concerns (contract/auth.ts, catalogue.ts, sales.ts,
// refunds.ts, packs.ts, variants.ts, credit.ts, stock.ts, profit.ts, expenses.ts, files.ts, staff.ts, online-store.ts, catalogue-import.ts, plans.ts, plan-payments.ts, store-gateway.ts); contract/support.ts holds what they share.
import { afterEach, beforeEach, describe } from 'vitest';
import type { DailyStat, Product, Sale } from '../domain/entities';
import type { Backend, BackendUser, SignUpProfile } from '../backend/port';
import { authContract } from './contract/auth';
import { catalogueContract } from './contract/catalogue';
import { catalogueImportContract } from './contract/catalogue-import';
import { creditContract } from './contract/credit';
import { expensesContract } from './contract/expenses';
import { filesContract } from './contract/files';
import { onlineStoreContract } from './contract/online-store';
import { packsContract } from './contract/packs';
import { variantsContract } from './contract/variants';
import { plansContract } from './contract/plans';
import { planPaymentsContract } from './contract/plan-payments';
import { storeGatewayContract } from './contract/store-gateway';
import { profitContract } from './contract/profit';
import { refundsContract } from './contract/refunds';
import { salesContract } from './contract/sales';
import { staffContract } from './contract/staff';
import { stockContract } from './contract/stock';
import { observe, PASSWORD, SAMPLE_PROFILE, uniqueEmail } from './contract/support';
import type { ContractContext, ContractFixture, ContractHelpers } from './contract/support';

export { expectCode, imageFile, observe, productDraft, sampleSale, SAMPLE_PROFILE, uniqueEmail, waitUntil } from './contract/support';
export type { ContractContext, ContractFixture, ContractHelpers, Observed } from './contract/support';
export { sampleStore } from './online-store-sample';

export function runBackendContract<B extends Backend>(
  name: string,
  makeBackend: () => Promise<ContractFixture<B>>,
  helpers: ContractHelpers<B>,
): void {
  const timeout = helpers.timeoutMs ?? 3000;

  describe(`Backend contract: ${name}`, () => {
    let fixture: ContractFixture<B>;
    let backend: B;

    beforeEach(async () => {
      fixture = await makeBackend();
      backend = fixture.backend;
    });

    afterEach(async () => {
      await fixture.cleanup();
    });

    const context: ContractContext<B> = {
      get backend() {
        return backend;
      },
      helpers,
      timeout,
      watch: (subscribe) => observe(subscribe, timeout),

      async signUpVerified(email = uniqueEmail(), profile: SignUpProfile = SAMPLE_PROFILE): Promise<BackendUser> {
        await backend.signUp({ email, password: PASSWORD, profile });
        await helpers.verifyEmail(backend, email);
        return backend.signIn(email, PASSWORD);
      },

      async productsOf(uid) {
        await helpers.settled?.(uid);
        const observed = context.watch<Product[]>((next, error) => backend.subscribeProducts(uid, next, error));
        const products = await observed.until(() => true, 'products');
        observed.unsubscribe();
        return products;
      },

      async salesOf(uid) {
        await helpers.settled?.(uid);
        const observed = context.watch<Sale[]>((next, error) => backend.subscribeSales(uid, next, error));
        const sales = await observed.until(() => true, 'sales');
        observed.unsubscribe();
        return sales;
      },

      async statsOf(uid, since = '0000-01-01') {
        await helpers.settled?.(uid);
        const observed = context.watch<DailyStat[]>((next, error) => backend.subscribeDailyStats(uid, since, next, error));
        const stats = await observed.until(() => true, 'daily stats');
        observed.unsubscribe();
        return stats;
      },
    };

    authContract(context);
    catalogueContract(context);
    catalogueImportContract(context);
    salesContract(context);
    refundsContract(context);
    packsContract(context);
    variantsContract(context);
    creditContract(context);
    stockContract(context);
    profitContract(context);
    expensesContract(context);
    filesContract(context);
    staffContract(context);
    onlineStoreContract(context);
    plansContract(context);
    planPaymentsContract(context);
    storeGatewayContract(context);
  });
}
