// The suite's own session, reached inside a page: the session module is a federation singleton,
// found in the share scope once the shell has created it. The end-to-end specs sign their owners up
// through it when sign-up is not what they test, and the benchmarks drive the backend through it.

/**
 * Makes the suite's own session reachable in the page as `globalThis.__suiteSession`
 * ({ backend, mailbox }).
 */
export async function exposeSession(page) {
  // The landing page (/) runs the shell only at a visitor's first move (shared/src/mfe/prerender.ts,
  // INTENT_EVENTS): make one, as a visitor would. Other pages run it at once.
  await page.mouse.move(8, 8);
  await page.waitForFunction(() => globalThis.__FEDERATION__?.__SHARE__);
  await page.evaluate(async () => {
    const findSession = async () => {
      for (const scope of Object.values(globalThis.__FEDERATION__.__SHARE__)) {
        for (const info of Object.values(scope.default?.['@shop/shared/session'] ?? {})) {
          if (info.lib) return info.lib();
          if (info.get) return (await info.get())();
        }
      }
      throw new Error('no session module in the share scope');
    };
    const sessionModule = await findSession();
    // The landing page defers the session until someone opens the login dialog: open it here.
    for (let i = 0; i < 100 && !sessionModule.currentSession(); i++) {
      await sessionModule.openSession().catch(() => new Promise((r) => setTimeout(r, 50)));
    }
    const session = sessionModule.currentSession();
    if (!session) throw new Error('the shell created no session');
    globalThis.__suiteSession = session;
  });
}

/**
 * Signs a new owner up, follows the verification link of the mail the local mailbox received and
 * signs them in: the calls the sign-up dialog, the mailbox's link and the log-in dialog make, in one
 * step inside the page (the password hashed as in production). Leaves the session exposed (see
 * exposeSession) and returns the owner's uid.
 */
export async function signUpThroughSession(page, { email, password, profile }) {
  await exposeSession(page);
  return page.evaluate(async ({ email, password, profile }) => {
    const { backend, mailbox } = globalThis.__suiteSession;
    await backend.signUp({ email, password, profile });
    const mail = await new Promise((resolve, reject) => {
      const stop = mailbox.subscribe(email, (messages) => {
        const found = messages[0];
        if (found) {
          queueMicrotask(() => stop());
          resolve(found);
        }
      }, reject);
    });
    await mailbox.applyVerification(new URL(mail.link, location.href).searchParams.get('token'));
    return (await backend.signIn(email, password)).uid;
  }, { email, password, profile });
}

/**
 * The signed-in owner's products as the backend holds them once it holds `count` (through the
 * suite's session, exposeSession): plain records, their dates as ISO text.
 */
export function productsOnceCounted(page, count) {
  return page.evaluate(async (count) => {
    const { backend } = globalThis.__suiteSession;
    const uid = backend.currentUser().uid;
    const products = await new Promise((resolve, reject) => {
      const stop = backend.subscribeProducts(
        uid,
        (list) => {
          if (list.length !== count) return;
          queueMicrotask(() => stop());
          resolve(list);
        },
        reject,
      );
    });
    return products.map((product) => ({ ...product, createdAt: new Date(product.createdAt).toISOString() }));
  }, count);
}
