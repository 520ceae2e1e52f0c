// The landing page at /: its sections in order (docs/product-rules.md, 'The landing page and the sign-in modal') and the login/sign-up modal.
import { lazy, Suspense, useState } from 'react';
import { openSession, useAuthIfOpen, useBackendIfOpen } from '@shop/shared/session';
import { ErrorBanner, ThemeRoot } from '@shop/shared/ui';
import type { AuthView } from './auth/auth-modal';
import { goToDashboard } from './go-to-dashboard';
import { DemoStore } from './sections/demo-store';
import { Faq } from './sections/faq';
import { Hero } from './sections/hero';
import { HowItWorks } from './sections/how-it-works';
import { Integrations } from './sections/integrations';
import { PaymentMethods } from './sections/payment-methods';
import { Pricing } from './sections/pricing';
import { SiteFooter } from './sections/site-footer';
import { SiteHeader } from './sections/site-header';
import { Testimonials } from './sections/testimonials';
import styles from './landing-page.module.css';

// The page itself needs no session: the login/sign-up dialog's code and the session (with its
// database) load side by side when the visitor first opens the dialog.
const loadAuthModal = () => import('./auth/auth-modal');
const AuthModal = lazy(() => loadAuthModal().then((module) => ({ default: module.AuthModal })));

export function LandingPage() {
  const { user } = useAuthIfOpen();
  const backend = useBackendIfOpen();
  const [authView, setAuthView] = useState<AuthView | null>(null);
  const [openFailed, setOpenFailed] = useState(false);
  const signedIn = user !== null;
  const openAuth = (view: AuthView) => {
    setOpenFailed(false);
    setAuthView(view);
    void loadAuthModal();
    if (!backend) {
      openSession().catch((error: unknown) => {
        console.error(error);
        setAuthView(null);
        setOpenFailed(true);
      });
    }
  };
  const openSignup = () => openAuth('signup');

  return (
    <ThemeRoot className={styles.page}>
      <a className={styles.skip} href="#landing-main">
        Skip to content
      </a>
      <SiteHeader signedIn={signedIn} onLogIn={() => openAuth('login')} onSignUp={openSignup} onGoToDashboard={goToDashboard} />
      <main id="landing-main">
        <Hero signedIn={signedIn} onStart={openSignup} onGoToDashboard={goToDashboard} />
        <DemoStore />
        <HowItWorks />
        <PaymentMethods />
        <Integrations />
        <Testimonials />
        <Pricing onChoosePlan={signedIn ? goToDashboard : openSignup} />
        <Faq />
      </main>
      <SiteFooter signedIn={signedIn} onSignUp={openSignup} />
      {openFailed ? (
        <ErrorBanner className={styles.openFailed} onDismiss={() => setOpenFailed(false)}>
          Logging in is not available right now. Check your connection and try again.
        </ErrorBanner>
      ) : null}
      {authView && backend ? (
        <Suspense fallback={null}>
          <AuthModal initialView={authView} onClose={() => setAuthView(null)} />
        </Suspense>
      ) : null}
    </ThemeRoot>
  );
}
