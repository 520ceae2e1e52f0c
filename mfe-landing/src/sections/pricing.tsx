import { BASIC_PRODUCT_LIMIT, CURRENCY_SYMBOLS, PLANS, TRIAL_DAYS } from '@shop/shared/domain';
import type { PlanOffer } from '@shop/shared/domain';
import { Button } from '@shop/shared/ui';
import { CheckIcon } from '../icons';
import { Section } from './section';
import styles from './pricing.module.css';

const SUMMARIES: Record<PlanOffer['id'], string> = {
  basic: `For a small shelf: up to ${BASIC_PRODUCT_LIMIT} products.`,
  pro: 'For a growing business that sells more than goods.',
};

/** `50` in GHS → `₵50`: whole-number prices, as a price list shows them. */
function planPrice(plan: PlanOffer, currency: 'GHS' | 'USD'): string {
  const amount = plan.monthlyPrice[currency];
  return amount === undefined ? '' : `${CURRENCY_SYMBOLS[currency]}${amount}`;
}

export interface PricingProps {
  onChoosePlan: () => void;
}

export function Pricing({ onChoosePlan }: PricingProps) {
  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Simple prices, in cedi or dollars"
      lead={`Every new account starts with a ${TRIAL_DAYS}-day free Pro trial. Pick a plan when you are ready.`}
    >
      <ul className={styles.plans}>
        {PLANS.map((plan) => {
          const pro = plan.id === 'pro';
          return (
            <li key={plan.id} className={pro ? `${styles.plan} ${styles.pro}` : styles.plan} aria-labelledby={`plan-${plan.id}`}>
              {pro ? <span className={styles.ribbon}>{TRIAL_DAYS} days free</span> : null}
              <div>
                <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
                <p className={styles.summary}>{SUMMARIES[plan.id]}</p>
              </div>
              <p className={styles.price}>
                <span className={styles.amount}>{planPrice(plan, 'GHS')}</span>
                <span className={styles.per}>a month</span>
                <span className={styles.alt}>or {planPrice(plan, 'USD')} a month</span>
              </p>
              <ul className={styles.features}>
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <CheckIcon />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button className={styles.cta} variant={pro ? 'primary' : 'secondary'} size="lg" fullWidth onClick={onChoosePlan}>
                {pro ? 'Start free Pro trial' : 'Start with Basic'}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className={styles.trial}>
        Try everything in Pro free for {TRIAL_DAYS} days. When the trial ends without a plan, your account stays open in
        view-only mode: your records are kept and you can still look them up.
      </p>
    </Section>
  );
}
