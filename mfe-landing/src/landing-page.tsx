// The landing page at /: its sections in order (docs/product-rules.md, 'The landing page and the sign-in modal') and the login/sign-up modal.
import { useState } from 'react';
import { useAuth } from '@shop/shared/session';
import { ThemeRoot } from '@shop/shared/ui';
import { AuthModal } from './auth/auth-modal';
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

export function LandingPage() {
  const { user } = useAuth();
  const [authView, setAuthView] = useState<AuthView | null>(null);
  const signedIn = user !== null;
  const openSignup = () => setAuthView('signup');

  return (
    <ThemeRoot className={styles.page}>
      <a className={styles.skip} href="#landing-main">
        Skip to content
      </a>
      <SiteHeader signedIn={signedIn} onLogIn={() => setAuthView('login')} onSignUp={openSignup} onGoToDashboard={goToDashboard} />
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
      {authView ? <AuthModal initialView={authView} onClose={() => setAuthView(null)} /> : null}
    </ThemeRoot>
  );
}
