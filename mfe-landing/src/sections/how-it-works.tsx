import { TRIAL_DAYS } from '@shop/shared/domain';
import type { ReactNode } from 'react';
import { BoxIcon, ShareIcon, UserPlusIcon } from '../icons';
import { Section } from './section';
import styles from './how-it-works.module.css';

const STEPS: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Create your account',
    text: `Tell us your business name and phone number. Your ${TRIAL_DAYS}-day free Pro trial starts right away.`,
    icon: <UserPlusIcon />,
  },
  {
    title: 'Add what you sell',
    text: 'Goods on your shelves with their stock, event tickets and digital products, each priced in your currency.',
    icon: <BoxIcon />,
  },
  {
    title: 'Sell and get paid',
    text: 'Ring up sales at the counter, share your online store, and take cash, mobile money or card. Watch the money come in.',
    icon: <ShareIcon />,
  },
];

export function HowItWorks() {
  return (
    <Section id="how-it-works" eyebrow="How it works" title="Open for business in three steps" lead="No installation, no new hardware: the phone or laptop you already have is enough.">
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.icon} aria-hidden="true">
              {step.icon}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
