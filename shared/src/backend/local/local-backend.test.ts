import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import type { CustomerBalance, DailyStat, Product, Repayment, Sale } from '../../domain/entities';
import { STAFF_ACCOUNT_MESSAGES } from '../../domain/staff-words';
import { expectCode, imageFile, observe, runBackendContract, productDraft, sampleSale, sampleStore, SAMPLE_PROFILE, waitUntil } from '../../testing/contract';
import { refundToStored, saleToStored } from '../codecs';
import type { BackendUser } from '../port';
import type { TillOperator } from '../../domain/staff';
import { createLocalBackend, LOCAL_IMAGE_URL_PREFIX } from './local-backend';
import type { GoogleAccountChoice, LocalBackend, LocalBackendOptions, MailMessage } from './local-backend';
import { seedLocalAccount, seedLocalShop } from '../../testing/local-seed';
import { saleOf } from '../../testing/sale-of';

const ITERATIONS = 1_000;
const PASSWORD = 'correct-horse-1';

function tokenOf(mail: MailMessage): string {
  const token = new URLSearchParams(mail.link.split('?')[1] ?? '').get('token');
  if (!token) throw new Error(`No token in ${mail.link}`);
  return token;
}

async function mails(backend: LocalBackend, to: string): Promise<MailMessage[]> {
  const observed = observe<MailMessage[]>((next, error) => backend.mailbox.subscribe(to, next, error));
  const messages = await observed.until(() => true, 'the mailbox');
  observed.unsubscribe();
  return messages;
}

async function latestMail(backend: LocalBackend, to: string, kind: MailMessage['kind']): Promise<MailMessage> {
  const found = (await mails(backend, to)).find((m) => m.kind === kind);
  if (!found) throw new Error(`No ${kind} mail to ${to}`);
  return found;
}

/** A scripted Google chooser: each sign-in takes the next queued answer. */
function scriptedChooser() {
  const answers: (GoogleAccountChoice | null)[] = [];
  return {
    answers,
    chooser: async () => (answers.length > 0 ? (answers.shift() ?? null) : null),
  };
}

const choosers = new WeakMap<LocalBackend, ReturnType<typeof scriptedChooser>>();
const open: { backend: LocalBackend; dbName: string }[] = [];

function makeLocal(options: LocalBackendOptions = {}): LocalBackend {
  const script = scriptedChooser();
  const dbName = options.dbName ?? `test-${crypto.randomUUID()}`;
  const backend = createLocalBackend({ passwordIterations: ITERATIONS, googleAccountChooser: script.chooser, ...options, dbName });
  choosers.set(backend, script);
  open.push({ backend, dbName });
  return backend;
}

async function closeAll(): Promise<void> {
  const names = new Set(open.map((o) => o.dbName));
  for (const { backend } of open.splice(0)) backend.close();
  for (const name of names) await Dexie.delete(name);
}

runBackendContract(
  'local (IndexedDB)',
  async () => {
    const backend = makeLocal();
    return { backend, cleanup: closeAll };
  },
  {
    async verifyEmail(backend, email) {
      await backend.mailbox.applyVerification(tokenOf(await latestMail(backend, email, 'verify')));
    },
    async completePasswordReset(backend, email, newPassword) {
      await backend.mailbox.confirmPasswordReset(tokenOf(await latestMail(backend, email, 'reset')), newPassword);
    },
    chooseGoogleAccount(backend, account) {
      choosers.get(backend)?.answers.push(account);
    },
    // What the server (the local payments desk) writes once a payment is verified.
    async setPlan(backend, uid, record) {
      await backend.database.businesses.update(uid, record);
    },
    payOnDesk: (backend, reference, approved) => backend.paymentsDesk.answer(reference, approved),
  },
);

describe('local backend', () => {
  afterEach(closeAll);

  async function signedUp(backend: LocalBackend, email = 'ama@example.com'): Promise<BackendUser> {
    await backend.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
    await backend.mailbox.applyVerification(tokenOf(await latestMail(backend, email, 'verify')));
    return backend.signIn(email, PASSWORD);
  }

  describe('mailbox', () => {
    it('delivers the verification e-mail with a /mailbox/verify link, newest first', async () => {
      // A frozen clock: both mails carry the same time and still come newest first.
      const backend = makeLocal({ appName: 'Shop', now: () => new Date('2024-02-02T10:00:00Z') });
      await backend.signUp({ email: 'Ama@Example.com', password: PASSWORD, profile: SAMPLE_PROFILE });
      const [mail] = await mails(backend, 'AMA@example.com');
      expect(mail).toMatchObject({ to: 'ama@example.com', kind: 'verify', subject: 'Verify your email for Shop' });
      expect(mail?.link).toMatch(/^\/mailbox\/verify\?token=[0-9a-f]{64}$/);
      expect(mail?.text).toContain('Hello Ama Mensah,');
      expect(mail?.text).toContain(mail?.link);
      expect(mail?.createdAt).toBeInstanceOf(Date);

      const inbox = observe<MailMessage[]>((next, error) => backend.mailbox.subscribe('ama@example.com', next, error));
      await inbox.until((list) => list.length === 1);
      await backend.sendPasswordReset('ama@example.com');
      const both = await inbox.until((list) => list.length === 2, 'the reset mail');
      expect(both.map((m) => m.kind)).toEqual(['reset', 'verify']);
      expect(both[0]?.link).toMatch(/^\/mailbox\/reset\?token=[0-9a-f]{64}$/);
      inbox.unsubscribe();
    });

    it("shows each address only its own messages", async () => {
      const backend = makeLocal();
      await backend.signUp({ email: 'ama@example.com', password: PASSWORD, profile: SAMPLE_PROFILE });
      await backend.signUp({ email: 'kofi@example.com', password: PASSWORD, profile: SAMPLE_PROFILE });
      expect((await mails(backend, 'ama@example.com')).map((m) => m.to)).toEqual(['ama@example.com']);
      expect((await mails(backend, ' Kofi@Example.com ')).map((m) => m.to)).toEqual(['kofi@example.com']);
      expect(await mails(backend, 'nobody@example.com')).toEqual([]);
      expect(await mails(backend, '')).toEqual([]);
    });

    it('refuses a used, unknown, mismatched or expired token', async () => {
      let clock = new Date('2024-01-01T00:00:00Z');
      const backend = makeLocal({ now: () => clock });
      await backend.signUp({ email: 'kofi@example.com', password: PASSWORD, profile: SAMPLE_PROFILE });
      const verify = tokenOf(await latestMail(backend, 'kofi@example.com', 'verify'));

      await expectCode(backend.mailbox.applyVerification('nope'), 'auth/invalid-action-code');
      await expectCode(backend.mailbox.confirmPasswordReset(verify, 'another-one'), 'auth/invalid-action-code');
      await backend.mailbox.applyVerification(verify);
      await expectCode(backend.mailbox.applyVerification(verify), 'auth/invalid-action-code');

      await backend.sendPasswordReset('kofi@example.com');
      const reset = tokenOf(await latestMail(backend, 'kofi@example.com', 'reset'));
      expect(await backend.mailbox.checkPasswordResetToken(reset)).toBe('kofi@example.com');
      await expectCode(backend.mailbox.confirmPasswordReset(reset, '123'), 'auth/weak-password');
      clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
      await expectCode(backend.mailbox.confirmPasswordReset(reset, 'another-one'), 'auth/expired-action-code');
      await backend.signIn('kofi@example.com', PASSWORD);
    });

    it('updates the signed-in user when their address is verified', async () => {
      const backend = makeLocal();
      const user = await signedUp(backend);
      expect(user.emailVerified).toBe(true);
      expect(backend.currentUser()).toEqual(user);
    });
  });

  describe('accounts and sessions', () => {
    it('stores salted PBKDF2 hashes, never the password', async () => {
      const backend = makeLocal();
      await backend.signUp({ email: 'a@example.com', password: PASSWORD, profile: SAMPLE_PROFILE });
      await backend.signUp({ email: 'b@example.com', password: PASSWORD, profile: SAMPLE_PROFILE });
      const accounts = await backend.database.accounts.toArray();
      expect(accounts).toHaveLength(2);
      for (const account of accounts) {
        expect(account.password).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: ITERATIONS });
        expect(account.password?.hash).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.stringify(account)).not.toContain(PASSWORD);
      }
      expect(accounts[0]?.password?.salt).not.toBe(accounts[1]?.password?.salt);
      expect(accounts[0]?.password?.hash).not.toBe(accounts[1]?.password?.hash);
    });

    it('uses 600 000 iterations unless told otherwise', () => {
      const dbName = `test-${crypto.randomUUID()}`;
      const backend = createLocalBackend({ dbName });
      open.push({ backend, dbName });
      expect(backend.passwordIterations).toBe(600_000);
    });

    it('redoes a weaker hash at the next successful sign-in, and only then', async () => {
      const dbName = `test-${crypto.randomUUID()}`;
      const before = makeLocal({ dbName, passwordIterations: 500 });
      const user = await signedUp(before);
      await before.signOut();
      before.close();

      const after = makeLocal({ dbName, passwordIterations: ITERATIONS });
      const stored = async () => (await after.database.accounts.get(user.uid))?.password;
      const weak = await stored();
      expect(weak?.iterations).toBe(500);
      await expectCode(after.signIn(user.email, 'not-the-password'), 'auth/wrong-password');
      expect(await stored()).toEqual(weak);

      await after.signIn(user.email, PASSWORD);
      const strong = await stored();
      expect(strong?.iterations).toBe(ITERATIONS);
      expect(strong?.salt).not.toBe(weak?.salt);
      await after.signOut();
      expect((await after.signIn(user.email, PASSWORD)).uid).toBe(user.uid);
    });

    it('restores no one from a session row without the secret its account keeps, or for an unverified address', async () => {
      const dbName = `test-${crypto.randomUUID()}`;
      const first = makeLocal({ dbName });
      const user = await signedUp(first);
      const row = await first.database.session.get('current');
      expect(row?.secret).toMatch(/^[0-9a-f]{64}$/);
      const account = await first.database.accounts.get(user.uid);
      expect(account?.sessionHash).toMatch(/^[0-9a-f]{64}$/);
      expect(account?.sessionHash).not.toBe(row?.secret);

      const restoredBy = async (write: () => Promise<unknown>) => {
        await write();
        const tab = makeLocal({ dbName });
        await tab.authStateReady();
        const who = tab.currentUser();
        tab.close();
        return who;
      };
      // The row as a sign-in wrote it restores the owner.
      expect((await restoredBy(async () => undefined))?.uid).toBe(user.uid);
      // A row written by hand, naming the uid without the secret (or with another), restores no one.
      expect(await restoredBy(() => first.database.session.put({ key: 'current', uid: user.uid, version: 100 }))).toBeNull();
      expect(await restoredBy(() => first.database.session.put({ key: 'current', uid: user.uid, version: 101, secret: 'f'.repeat(64) }))).toBeNull();
      // The real secret, but the account is no longer verified: no one.
      await first.database.session.put({ ...row!, version: 102 });
      expect(await restoredBy(() => first.database.accounts.update(user.uid, { emailVerified: false }))).toBeNull();
      await first.database.accounts.update(user.uid, { emailVerified: true });

      // The row as it was before a sign-out, put back afterwards, restores no one.
      await first.signOut();
      expect(await restoredBy(() => first.database.session.put({ ...row!, version: 300 }))).toBeNull();
    });

    it('restores the session after a reload and reports it to auth-state subscribers', async () => {
      const dbName = `test-${crypto.randomUUID()}`;
      const first = makeLocal({ dbName });
      const user = await signedUp(first);
      first.close();

      const reloaded = makeLocal({ dbName });
      expect(reloaded.currentUser()).toBeNull();
      const states = observe<BackendUser | null>((next, error) => reloaded.onAuthStateChanged(next, error));
      await states.until((u) => u !== null, 'the restored user');
      expect(states.values).toEqual([user]);
      expect(reloaded.currentUser()).toEqual(user);
      states.unsubscribe();

      await reloaded.signOut();
      reloaded.close();
      const again = makeLocal({ dbName });
      await again.authStateReady();
      expect(again.currentUser()).toBeNull();
    });

    it('shares sign-in, sign-out and data between tabs of the same database', async () => {
      const dbName = `test-${crypto.randomUUID()}`;
      const tabA = makeLocal({ dbName });
      const tabB = makeLocal({ dbName });
      const statesB = observe<BackendUser | null>((next, error) => tabB.onAuthStateChanged(next, error));
      await statesB.until((u) => u === null, 'the signed-out start');

      const user = await signedUp(tabA);
      await statesB.until((u) => u?.uid === user.uid, 'the sign-in from the other tab');
      expect(tabB.currentUser()?.uid).toBe(user.uid);

      const productsB = observe<Product[]>((next, error) => tabB.subscribeProducts(user.uid, next, error));
      await productsB.until((list) => list.length === 0);
      const productId = await tabA.addProduct(user.uid, productDraft({ quantity: 20 }));
      await productsB.until((list) => list.length === 1, "the other tab's product");

      const at = new Date('2024-03-03T10:00:00Z');
      await Promise.all([
        tabA.recordSale(user.uid, { sale: sampleSale('a1', at, []), stockDecrements: [{ productId, quantitySold: 5 }] }),
        tabB.recordSale(user.uid, { sale: sampleSale('b1', at, []), stockDecrements: [{ productId, quantitySold: 6 }] }),
        tabA.recordSale(user.uid, { sale: sampleSale('b1', at, []), stockDecrements: [{ productId, quantitySold: 6 }] }),
      ]);
      await productsB.until((list) => list[0]?.quantity === 9, 'the stock after both tills');
      productsB.unsubscribe();

      await tabA.signOut();
      await statesB.until((u) => u === null && statesB.values.length >= 3, 'the sign-out from the other tab');
      expect(tabB.currentUser()).toBeNull();
      statesB.unsubscribe();
    });

    it("lets two tabs saving Basic's 10th product at once land one and refuse the other, through the lock every tab shares", async () => {
      // What the browser's Web Locks give every tab of the origin: one holder of a name at a time.
      const held = new Map<string, Promise<unknown>>();
      const locks: Pick<LockManager, 'request'> = {
        request: ((name: string, callback: () => Promise<unknown>) => {
          const turn = (held.get(name) ?? Promise.resolve()).then(callback, callback);
          held.set(name, turn.catch(() => undefined));
          return turn;
        }) as LockManager['request'],
      };
      const dbName = `test-${crypto.randomUUID()}`;
      const tabA = makeLocal({ dbName, locks });
      const tabB = makeLocal({ dbName, locks });
      const user = await signedUp(tabA);
      await waitUntil(() => tabB.currentUser()?.uid === user.uid, 5_000, 'the sign-in in the other tab');
      await tabA.database.businesses.update(user.uid, { plan: 'basic', paidUntil: new Date(Date.now() + 30 * 86_400_000) });
      for (let i = 1; i < 10; i += 1) await tabA.addProduct(user.uid, productDraft({ name: `Product ${i}` }));

      const saves = await Promise.allSettled([tabA.addProduct(user.uid, productDraft({ name: 'From tab A' })), tabB.addProduct(user.uid, productDraft({ name: 'From tab B' }))]);
      expect(saves.map((save) => save.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await tabA.database.products.where('ownerUid').equals(user.uid).count()).toBe(10);
    });

    it("links Google to an existing password account only once that account's password is given", async () => {
      const backend = makeLocal();
      const user = await signedUp(backend, 'abena@example.com');
      await backend.signOut();
      const script = choosers.get(backend)!;
      const requests: unknown[] = [];
      backend.setGoogleAccountChooser(async (request) => {
        requests.push(request);
        return script.chooser();
      });

      // Only the address: the password is asked for, and a cancel signs no one in.
      script.answers.push({ name: 'Abena G', email: 'ABENA@example.com' }, null);
      await expectCode(backend.signInWithGoogle(), 'auth/account-exists-with-different-credential');
      expect(requests).toEqual([undefined, { passwordFor: 'abena@example.com' }]);
      expect(backend.currentUser()).toBeNull();
      // A wrong password: refused, nothing linked.
      script.answers.push({ name: 'Abena G', email: 'abena@example.com' }, { name: 'Abena G', email: 'abena@example.com', password: 'guess' });
      await expectCode(backend.signInWithGoogle(), 'auth/wrong-password');
      expect((await backend.database.accounts.get(user.uid))?.providers).toEqual(['password']);

      // The right password links them, once: later Google sign-ins do not ask again.
      script.answers.push({ name: 'Abena G', email: 'abena@example.com' }, { name: 'Abena G', email: 'abena@example.com', password: PASSWORD });
      const google = await backend.signInWithGoogle();
      expect(google.uid).toBe(user.uid);
      expect(google.displayName).toBe('Ama Mensah');
      expect((await backend.database.accounts.get(user.uid))?.providers).toEqual(['password', 'google']);
      await backend.signOut();
      requests.length = 0;
      script.answers.push({ name: 'Abena G', email: 'abena@example.com' });
      expect((await backend.signInWithGoogle()).uid).toBe(user.uid);
      expect(requests).toEqual([undefined]);
      await backend.signOut();
      expect((await backend.signIn('abena@example.com', PASSWORD)).uid).toBe(user.uid);
    });

    it('refuses Google sign-in when no chooser is available', async () => {
      const backend = makeLocal();
      backend.setGoogleAccountChooser(null);
      await expectCode(backend.signInWithGoogle(), 'auth/operation-not-supported-in-this-environment');
    });

    it('signs out a signed-in user who signs up another account', async () => {
      const backend = makeLocal();
      await signedUp(backend);
      await backend.signUp({ email: 'second@example.com', password: PASSWORD, profile: SAMPLE_PROFILE });
      expect(backend.currentUser()).toBeNull();
    });

    it('refuses a sign-up that joins a shop as staff, making no account, sending no e-mail and no shop', async () => {
      const backend = makeLocal();
      const refused = await expectCode(
        backend.signUp({ email: 'efua@example.com', password: PASSWORD, profile: SAMPLE_PROFILE, joining: true }),
        'auth/operation-not-supported-in-this-environment',
      );
      expect(refused.message).toBe(STAFF_ACCOUNT_MESSAGES.joiningNeedsFirebase);
      expect(await mails(backend, 'efua@example.com')).toEqual([]);
      expect(await backend.database.accounts.count()).toBe(0);
      expect(await backend.database.businesses.count()).toBe(0);
      // The address is still free for a shop of its own.
      await backend.signUp({ email: 'efua@example.com', password: PASSWORD, profile: SAMPLE_PROFILE });
      expect(await backend.database.accounts.count()).toBe(1);
    });
  });

  describe('staff at the till', () => {
    it('follows the role the owner gives the member at the till from another tab, with no new PIN', async () => {
      const dbName = `test-${crypto.randomUUID()}`;
      const till = makeLocal({ dbName });
      const { uid } = await signedUp(till);
      await till.saveStaffMember(uid, 'efua', { name: 'Efua Owusu', role: 'cashier', pin: '2580' });
      await till.unlockTill(uid, 'efua', '2580');
      const operator = observe<TillOperator | null>((next) => till.onOperatorChanged(next));
      await operator.until((who) => who?.id === 'efua' && who.role === 'cashier', 'Efua at the till as a cashier');
      // The owner in another tab of the same browser (its own till, at which the owner's account is).
      const office = makeLocal({ dbName });
      await office.authStateReady();
      await office.saveStaffMember(uid, 'efua', { name: 'Efua Owusu', role: 'manager', pin: '' });
      await operator.until((who) => who?.id === 'efua' && who.role === 'manager', 'Efua a manager at the till');
      await office.saveStaffMember(uid, 'efua', { name: 'Efua O.', role: 'cashier', pin: '' });
      await operator.until((who) => who?.name === 'Efua O.' && who.role === 'cashier', 'Efua a cashier again, by her new name');
      operator.unsubscribe();
    });
  });

  describe('images', () => {
    it('gives products a URL for their stored image', async () => {
      const backend = makeLocal();
      const { uid } = await signedUp(backend);
      const image = await backend.uploadProductImage(uid, imageFile(64, 'image/png', 'a/b.png'));
      expect(image.path).toMatch(new RegExp(`^products/${uid}/\\d+_a_b\\.png$`));
      await backend.addProduct(uid, productDraft({ imagePath: image.path, imageUrl: 'blob:from-an-earlier-page' }));
      const products = observe<Product[]>((next, error) => backend.subscribeProducts(uid, next, error));
      const [product] = await products.until((list) => list.length === 1);
      const expected = typeof URL.createObjectURL === 'function' ? /^blob:/ : new RegExp(`^${LOCAL_IMAGE_URL_PREFIX}`);
      expect(product?.imageUrl).toMatch(expected);
      expect(product?.imageUrl).toBe(await backend.getImageUrl(image.path));
      products.unsubscribe();
    });

    it('keeps two uploads of the same name in the same millisecond apart', async () => {
      const backend = makeLocal({ now: () => new Date('2024-01-01T00:00:00Z') });
      const { uid } = await signedUp(backend);
      const first = await backend.uploadProductImage(uid, imageFile(8));
      const second = await backend.uploadProductImage(uid, imageFile(8));
      expect(first.path).not.toBe(second.path);
    });
  });

  describe('sales', () => {
    it('refuses a stock decrement for a product that carries no quantity, writing nothing', async () => {
      const backend = makeLocal();
      const { uid } = await signedUp(backend);
      const productId = await backend.addProduct(uid, productDraft({ type: 'Digital', quantity: undefined }));
      await expectCode(
        backend.recordSale(uid, { sale: sampleSale('d1', new Date(), []), stockDecrements: [{ productId, quantitySold: 1 }] }),
        'failed-precondition',
      );
      expect(await backend.database.sales.count()).toBe(0);
      await expectCode(
        backend.recordSale(uid, { sale: sampleSale('d2', new Date(), []), stockDecrements: [{ productId, quantitySold: 0 }] }),
        'invalid-argument',
      );
    });

    it('lowers a product listed twice by the total', async () => {
      const backend = makeLocal();
      const { uid } = await signedUp(backend);
      const productId = await backend.addProduct(uid, productDraft({ quantity: 10 }));
      await backend.recordSale(uid, {
        sale: sampleSale('twice', new Date(), []),
        stockDecrements: [
          { productId, quantitySold: 2 },
          { productId, quantitySold: 3 },
        ],
      });
      expect((await backend.database.products.toArray())[0]?.quantity).toBe(5);
    });

    it('follows new sales without losing one that arrives out of order', async () => {
      const backend = makeLocal();
      const { uid } = await signedUp(backend);
      const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
      for (const [id, minute] of [['s1', 1], ['s2', 2], ['s3', 3]] as const) {
        await backend.recordSale(uid, { sale: sampleSale(id, at(minute), []), stockDecrements: [] });
      }
      const observed = observe<Sale[]>((next, error) => backend.subscribeSales(uid, next, error));
      const ids = (sales: Sale[]) => sales.map((sale) => sale.id).join(',');
      await observed.until((sales) => ids(sales) === 's3,s2,s1', 'the first full read');
      await backend.recordSale(uid, { sale: sampleSale('s4', at(4), []), stockDecrements: [] });
      await observed.until((sales) => ids(sales) === 's4,s3,s2,s1', 'a newer sale on top');
      await backend.recordSale(uid, { sale: sampleSale('late', at(0), []), stockDecrements: [] });
      await observed.until((sales) => ids(sales) === 's4,s3,s2,s1,late', 'an older sale in its place');
      await backend.recordSale(uid, { sale: sampleSale('s5', at(4), []), stockDecrements: [] });
      await observed.until((sales) => sales.length === 6 && sales.slice(0, 2).every((sale) => ['s4', 's5'].includes(sale.id)), 'a sale stamped like the newest');
      observed.unsubscribe();
    });

    it('keeps sales of different owners with the same id apart', async () => {
      const backend = makeLocal();
      const a = await signedUp(backend, 'a@example.com');
      await backend.recordSale(a.uid, { sale: sampleSale('same-id', new Date(), []), stockDecrements: [] });
      await backend.signOut();
      const b = await signedUp(backend, 'b@example.com');
      expect(await backend.recordSale(b.uid, { sale: sampleSale('same-id', new Date(), []), stockDecrements: [] })).toEqual({ recorded: true });
      expect(await backend.database.sales.count()).toBe(2);
    });
  });

  describe('selling on credit', () => {
    const dueOn = '2024-04-02';
    const at = new Date('2024-03-03T10:00:00Z');

    /** Two tabs of one database, the owner signed in on both, Kofi (limit ₵100) a customer. */
    async function twoTabs() {
      const dbName = `test-${crypto.randomUUID()}`;
      const tabA = makeLocal({ dbName });
      const tabB = makeLocal({ dbName });
      const user = await signedUp(tabA);
      await waitUntil(() => tabB.currentUser()?.uid === user.uid, 3000, 'the sign-in in the other tab');
      const customerId = await tabA.addCustomer(user.uid, { name: 'Kofi Boateng', email: '', phone: '', creditLimitMinor: 10_000 });
      const kofi = { id: customerId, name: 'Kofi Boateng' };
      const onCredit = (id: string, priceMinor: number) => saleOf({ id, at, customer: kofi, credit: { dueOn }, lines: [{ id: 'goods', priceMinor, quantity: 1 }] });
      return { tabA, tabB, uid: user.uid, kofi, onCredit };
    }

    it('lets only one of two tabs selling on credit at once pass the limit, and keeps the balance with the sale', async () => {
      const { tabA, tabB, uid, kofi, onCredit } = await twoTabs();
      const results = await Promise.allSettled([
        tabA.recordSale(uid, { sale: onCredit('tab-a', 6000), stockDecrements: [] }),
        tabB.recordSale(uid, { sale: onCredit('tab-b', 6000), stockDecrements: [] }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ code: 'failed-precondition' });
      expect(await tabA.database.sales.count()).toBe(1);
      expect(await tabB.database.customerAccounts.toArray()).toEqual([{ ownerUid: uid, customerId: kofi.id, currency: 'GHS', balanceMinor: 6000 }]);
    });

    it('lets only one of two tabs take a repayment at once that together pass the balance, and each tab sees the other\'s', async () => {
      const { tabA, tabB, uid, kofi, onCredit } = await twoTabs();
      await tabA.recordSale(uid, { sale: onCredit('owed', 9000), stockDecrements: [] });
      const balancesB = observe<CustomerBalance[]>((next, error) => tabB.subscribeBalances(uid, next, error));
      await balancesB.until((list) => list[0]?.balanceMinor === 9000, 'the sale in the other tab');
      const repayment = (id: string): Repayment => ({ id, customer: kofi, amountMinor: 5000, currency: 'GHS', method: 'Mobile Money', createdAt: new Date('2024-03-04T10:00:00Z') });
      const results = await Promise.allSettled([tabA.recordRepayment(uid, { repayment: repayment('pay-a') }), tabB.recordRepayment(uid, { repayment: repayment('pay-b') })]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      await balancesB.until((list) => list[0]?.balanceMinor === 4000, 'one repayment');
      balancesB.unsubscribe();
      expect(await tabA.database.repayments.count()).toBe(1);
    });

    it('stores a customer\'s limit, what is owed and a repayment with two-decimal amounts, and the balance in minor units', async () => {
      const backend = makeLocal();
      const { uid } = await signedUp(backend);
      const customerId = await backend.addCustomer(uid, { name: 'Kofi Boateng', email: '', phone: '', creditLimitMinor: 25_050 });
      expect(await backend.database.customers.get([uid, customerId])).toMatchObject({ creditLimit: 250.5 });
      expect(await backend.database.customers.get([uid, customerId])).not.toHaveProperty('creditLimitMinor');
      await backend.updateCustomer(uid, customerId, { creditLimitMinor: undefined });
      expect(await backend.database.customers.get([uid, customerId])).not.toHaveProperty('creditLimit');
      const kofi = { id: customerId, name: 'Kofi Boateng' };
      await backend.recordSale(uid, { sale: saleOf({ id: 'owed', at, customer: kofi, tenderedMinor: 1050, credit: { dueOn }, lines: [{ id: 'goods', priceMinor: 5000, quantity: 1 }] }), stockDecrements: [] });
      expect(await backend.database.sales.get([uid, 'owed'])).toMatchObject({ totalAmount: 50, tenderedAmount: 10.5, owed: 39.5, dueOn });
      await backend.recordRepayment(uid, { repayment: { id: 'pay', customer: kofi, amountMinor: 1999, currency: 'GHS', method: 'Cash', createdAt: at } });
      expect(await backend.database.repayments.get([uid, 'pay'])).toMatchObject({ amount: 19.99, customer: kofi });
      expect(await backend.database.customerAccounts.get([uid, customerId, 'GHS'])).toEqual({ ownerUid: uid, customerId, currency: 'GHS', balanceMinor: 3950 - 1999 });
    });
  });

  describe('seeding', () => {
    it('creates a verified account that can sign in at once', async () => {
      const backend = makeLocal();
      const user = await seedLocalAccount(backend, { email: 'seed@example.com', password: PASSWORD });
      expect((await backend.signIn('seed@example.com', PASSWORD)).uid).toBe(user.uid);
      expect((await backend.getOrCreateBusiness(user)).businessName).toBe("seed's shop");
    });

    it('seeds products, customers and sales with matching daily roll-ups', async () => {
      const backend = makeLocal();
      const user = await seedLocalAccount(backend, { email: 'big@example.com', password: PASSWORD });
      await backend.signIn(user.email, PASSWORD);
      const now = new Date('2024-07-01T12:00:00Z');
      const result = await seedLocalShop(backend, user.uid, { products: 2_000, customers: 300, sales: 5_000, days: 30, now });
      expect(result.productIds).toHaveLength(2_000);

      const wait = <T>(subscribe: Parameters<typeof observe<T>>[0]) => {
        const observed = observe<T>(subscribe, 10_000);
        return observed.until(() => true).finally(observed.unsubscribe);
      };
      const products = await wait<Product[]>((n, e) => backend.subscribeProducts(user.uid, n, e));
      const customers = await wait<unknown[]>((n, e) => backend.subscribeCustomers(user.uid, n, e));
      const sales = await wait<Sale[]>((n, e) => backend.subscribeSales(user.uid, n, e));
      const page = await wait<Sale[]>((n, e) => backend.subscribeSales(user.uid, n, e, { limit: 50 }));
      const stats = await wait<DailyStat[]>((n, e) => backend.subscribeDailyStats(user.uid, '2024-06-01', n, e));
      expect(products).toHaveLength(2_000);
      expect(customers).toHaveLength(300);
      expect(sales).toHaveLength(5_000);
      expect(page).toEqual(sales.slice(0, 50));
      expect(stats.reduce((n, s) => n + s.salesCount, 0)).toBe(5_000);
      expect(stats.reduce((n, s) => n + (s.revenueMinor.GHS ?? 0), 0)).toBe(sales.reduce((n, s) => n + s.totalMinor, 0));
      expect(result.dailyStats).toEqual(stats);

      await seedLocalShop(backend, user.uid, { sales: 10, now, days: 1, idPrefix: 'more' });
      const merged = await wait<DailyStat[]>((n, e) => backend.subscribeDailyStats(user.uid, '2024-06-01', n, e));
      expect(merged.reduce((n, s) => n + s.salesCount, 0)).toBe(5_010);
    }, 30_000);
  });
});

describe('local backend timing', () => {
  afterEach(closeAll);
  it('reports auth state only after restoring the session', async () => {
    const backend = makeLocal();
    let calls = 0;
    const stop = backend.onAuthStateChanged(() => {
      calls += 1;
    });
    expect(calls).toBe(0);
    await backend.authStateReady();
    await waitUntil(() => calls === 1, 1000, 'the first report');
    stop();
  });
});

describe('local database upgrade', () => {
  afterEach(closeAll);
  it('rebuilds the roll-ups of a version-1 database per currency from its sales', async () => {
    const dbName = `test-${crypto.randomUUID()}`;
    // A database as version 1 left it: one number per day, cedis and naira summed together; the
    // sales in their stored shape (two-decimal amounts, backend/codecs.ts).
    const old = new Dexie(dbName);
    old.version(1).stores({
      sales: '[ownerUid+id], [ownerUid+createdAt]',
      dailyStats: '[ownerUid+date]',
    });
    const at = new Date('2024-05-03T10:00:00Z');
    const cedis = { ...saleToStored(sampleSale('cedi', at, [{ productId: 'x', quantity: 1, priceMinor: 5000 }])), ownerUid: 'owner-1' };
    const naira = { ...saleToStored(sampleSale('naira', at, [{ productId: 'x', quantity: 1, priceMinor: 350_000 }])), currency: 'NGN' as const, ownerUid: 'owner-1' };
    await old.table('sales').bulkAdd([cedis, naira]);
    await old.table('dailyStats').add({ ownerUid: 'owner-1', date: '2024-05-03', revenueMinor: 355_000, salesCount: 2 });
    old.close();

    const backend = makeLocal({ dbName });
    const rows = await backend.database.dailyStats.toArray();
    expect(rows).toEqual([{ ownerUid: 'owner-1', date: '2024-05-03', revenueMinor: { GHS: 5000, NGN: 350_000 }, salesCount: 2 }]);
  });

  it('opens a version-3 database with its records kept and an expenses table indexed by the day spent', async () => {
    const dbName = `test-${crypto.randomUUID()}`;
    const old = new Dexie(dbName);
    old.version(3).stores({ sales: '[ownerUid+id], [ownerUid+createdAt]', refunds: '[ownerUid+id], [ownerUid+createdAt], [ownerUid+saleId+createdAt]' });
    const sale = { ...saleToStored(sampleSale('kept', new Date('2024-05-03T10:00:00Z'), [])), ownerUid: 'owner-1' };
    await old.table('sales').add(sale);
    old.close();

    const backend = makeLocal({ dbName });
    expect(await backend.database.sales.toArray()).toEqual([sale]);
    expect(backend.database.verno).toBe(11);
    const at = new Date('2024-05-04T09:00:00Z');
    await backend.database.expenses.add({ ownerUid: 'owner-1', id: 'e1', amount: 12.5, currency: 'GHS', category: 'Rent', method: 'Cash', fromTill: false, spentOn: '2024-05-04', note: '', createdAt: at, updatedAt: at });
    expect(await backend.database.expenses.where('[ownerUid+spentOn]').equals(['owner-1', '2024-05-04']).count()).toBe(1);
  });

  it('opens a version-4 database at version 5: its sales, refunds and customers kept, no balances, the credit sales found by their index', async () => {
    const dbName = `test-${crypto.randomUUID()}`;
    const old = new Dexie(dbName);
    old.version(4).stores({
      customers: '[ownerUid+id], [ownerUid+createdAt]',
      sales: '[ownerUid+id], [ownerUid+createdAt]',
      refunds: '[ownerUid+id], [ownerUid+createdAt], [ownerUid+saleId+createdAt]',
    });
    const customer = { ownerUid: 'owner-1', id: 'kofi', name: 'Kofi', email: '', phone: '', createdAt: new Date('2024-05-01T10:00:00Z') };
    const sale = { ...saleToStored(saleOf({ id: 'kept', at: new Date('2024-05-03T10:00:00Z'), customer: { id: 'kofi', name: 'Kofi' }, lines: [{ id: 'x', priceMinor: 500, quantity: 1 }] })), ownerUid: 'owner-1' };
    await old.table('customers').add(customer);
    await old.table('sales').add(sale);
    old.close();

    const backend = makeLocal({ dbName });
    expect(await backend.database.sales.toArray()).toEqual([sale]);
    expect(await backend.database.customers.toArray()).toEqual([customer]);
    expect(backend.database.verno).toBe(11);
    expect(await backend.database.customerAccounts.count()).toBe(0);
    expect(await backend.database.repayments.count()).toBe(0);
    // A sale paid in full is in no credit index; a credit sale is.
    expect(await backend.database.sales.where('[ownerUid+customer.id+dueOn]').between(['owner-1', Dexie.minKey], ['owner-1', Dexie.maxKey]).count()).toBe(0);
    await backend.database.sales.add({ ...saleToStored(saleOf({ id: 'on-credit', customer: { id: 'kofi', name: 'Kofi' }, credit: { dueOn: '2024-06-03' }, lines: [{ id: 'x', priceMinor: 500, quantity: 1 }] })), ownerUid: 'owner-1' });
    expect((await backend.database.sales.where('[ownerUid+customer.id+dueOn]').between(['owner-1', 'kofi', Dexie.minKey], ['owner-1', 'kofi', Dexie.maxKey]).toArray()).map((s) => s.id)).toEqual(['on-credit']);
  });

  it('opens a version-6 database at version 7 with its records kept and the online store\'s tables, one shop to a link name', async () => {
    const dbName = `test-${crypto.randomUUID()}`;
    const old = new Dexie(dbName);
    old.version(6).stores({ sales: '[ownerUid+id], [ownerUid+createdAt]', staff: '[ownerUid+id], [ownerUid+createdAt]' });
    const sale = { ...saleToStored(sampleSale('kept', new Date('2024-05-03T10:00:00Z'), [])), ownerUid: 'owner-1' };
    await old.table('sales').add(sale);
    old.close();

    const backend = makeLocal({ dbName });
    expect(await backend.database.sales.toArray()).toEqual([sale]);
    expect(backend.database.verno).toBe(11);
    expect(await backend.database.onlineOrders.count()).toBe(0);
    const store = { ...sampleStore('ama-fabrics'), ownerUid: 'owner-1' };
    await backend.database.onlineStores.add(store);
    expect(await backend.database.onlineStores.where('name').equals('ama-fabrics').first()).toEqual(store);
    await expect(backend.database.onlineStores.add({ ...store, ownerUid: 'owner-2' })).rejects.toMatchObject({ name: 'ConstraintError' });
  });

  it('rebuilds the per-day product roll-ups of a version-4 database from its sales and refunds', async () => {
    const dbName = `test-${crypto.randomUUID()}`;
    const old = new Dexie(dbName);
    old.version(4).stores({ sales: '[ownerUid+id], [ownerUid+createdAt]', refunds: '[ownerUid+id], [ownerUid+createdAt], [ownerUid+saleId+createdAt]' });
    const sold = saleOf({ id: 'kept', at: new Date('2024-05-03T10:00:00Z'), lines: [{ id: 'rice', priceMinor: 3000, quantity: 2, costMinor: 2000 }, { id: 'soap', priceMinor: 1000, quantity: 4 }] });
    const naira = saleOf({ id: 'naira', at: new Date('2024-05-03T11:00:00Z'), lines: [{ id: 'indomie', priceMinor: 35_000, quantity: 1, currency: 'NGN' }] });
    const refund = { ...refundToStored({ id: 'r1', saleId: 'kept', items: [sold.items[1]!].map((item) => ({ ...item, quantity: 1 })), amountMinor: 1000, currency: 'GHS', paymentMethod: 'Cash', reason: '', createdAt: new Date('2024-05-04T09:00:00Z'), customer: null }), ownerUid: 'owner-1' };
    await old.table('sales').bulkAdd([{ ...saleToStored(sold), ownerUid: 'owner-1' }, { ...saleToStored(naira), ownerUid: 'owner-1' }]);
    await old.table('refunds').add(refund);
    old.close();

    const backend = makeLocal({ dbName });
    const rows = await backend.database.productStats.toArray();
    expect(rows).toEqual([
      { ownerUid: 'owner-1', date: '2024-05-03', products: { GHS: { rice: { name: 'Item rice', units: 2, revenueMinor: 6000, costedRevenueMinor: 6000, costMinor: 4000 }, soap: { name: 'Item soap', units: 4, revenueMinor: 4000, costedRevenueMinor: 0, costMinor: 0 } }, NGN: { indomie: { name: 'Item indomie', units: 1, revenueMinor: 35_000, costedRevenueMinor: 0, costMinor: 0 } } } },
      { ownerUid: 'owner-1', date: '2024-05-04', products: { GHS: { soap: { name: 'Item soap', units: -1, revenueMinor: -1000, costedRevenueMinor: 0, costMinor: 0 } } } },
    ]);
  });
});
