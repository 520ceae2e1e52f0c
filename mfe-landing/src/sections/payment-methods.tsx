import type { ReactNode } from 'react';
import { PAYMENT_METHODS } from '@shop/shared/domain';
import { CardIcon, CashIcon, GatewayIcon, PhoneIcon } from '../icons';
import { Section } from './section';
import sectionStyles from './section.module.css';
import styles from './payment-methods.module.css';

interface PaymentOption {
  title: string;
  text: string;
  icon: ReactNode;
  tags: readonly string[];
  proOnly?: boolean;
}

const OPTIONS: readonly PaymentOption[] = [
  {
    title: 'Mobile money',
    text: 'The way most of your customers already pay. Record each mobile money payment against its sale.',
    icon: <PhoneIcon />,
    tags: ['MTN MoMo', 'Telecel Cash', 'AirtelTigo Money', 'M-Pesa-style wallets'],
  },
  {
    title: 'Cards',
    text: 'Debit and credit cards at the counter or in your online store, alongside every other method.',
    icon: <CardIcon />,
    tags: ['Visa', 'Mastercard', 'Verve'],
  },
  {
    title: 'Cash and transfers',
    text: 'Cash with the change worked out for you, bank transfers and anything else, all in one sales history.',
    icon: <CashIcon />,
    tags: ['Cash', 'Bank transfer', 'Other'],
  },
  {
    title: 'Your own gateway',
    text: 'Connect the payment gateway accounts you already have, so online payments settle straight to you.',
    icon: <GatewayIcon />,
    tags: ['Your merchant accounts'],
    proOnly: true,
  },
];

export function PaymentMethods() {
  return (
    <Section
      id="features"
      tone="muted"
      eyebrow="Payments"
      title="Get paid the way your customers pay"
      lead="Mobile money comes first, cards and cash sit right beside it, and on Pro your own gateway accounts take online payments."
    >
      <ul className={`${sectionStyles.tiles} ${sectionStyles.four} ${sectionStyles.roomy}`}>
        {OPTIONS.map((option) => (
          <li key={option.title} className={option.proOnly ? `${styles.card} ${styles.featured}` : styles.card}>
            <span className={styles.icon} aria-hidden="true">
              {option.icon}
            </span>
            <h3>
              {option.title}
              {option.proOnly ? <span className={styles.badge}>PRO</span> : null}
            </h3>
            <p>{option.text}</p>
            <ul className={styles.tags} aria-label={`${option.title} options`}>
              {option.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className={styles.till}>
        At the till, every sale records how it was paid: <strong>{PAYMENT_METHODS.join(', ')}</strong>.
      </p>
    </Section>
  );
}
