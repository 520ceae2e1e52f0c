import { useId, useState } from 'react';
import { BASIC_PRODUCT_LIMIT, TRIAL_DAYS } from '@shop/shared/domain';
import { ChevronDownIcon } from '@shop/shared/ui';
import { Section } from './section';
import styles from './faq.module.css';

export const FAQS: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'How does the free trial work?',
    answer: `Every new account gets ${TRIAL_DAYS} days of Pro free: unlimited products, tickets and digital goods, CRM and advanced analytics.`,
  },
  {
    question: `What happens after the ${TRIAL_DAYS}-day free Pro trial?`,
    answer:
      'If you have not chosen a plan when the trial ends, your account switches to view-only mode. Nothing is deleted: you can still log in and look up your products, customers and sales history. Choose Basic or Pro to start selling and editing again.',
  },
  {
    question: 'Which payments can I accept?',
    answer:
      'Cash, mobile money, cards, bank transfers and other methods are recorded with every sale. On Pro you can also connect your own payment gateway accounts for online payments.',
  },
  {
    question: 'Can I price in naira, dollars or pounds?',
    answer: 'Yes. Each product can be priced in cedi, naira, US dollars, British pounds or euros, and receipts show the right symbol.',
  },
  {
    question: 'What is the difference between Basic and Pro?',
    answer: `Basic covers up to ${BASIC_PRODUCT_LIMIT} products. Pro has unlimited products, tickets and digital goods, customer relationship tools (CRM), advanced analytics and your own payment gateway accounts.`,
  },
];

function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={styles.item}>
      <h3 className={styles.question}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {question}
          <ChevronDownIcon width={24} height={24} />
        </button>
      </h3>
      <div id={id} className={styles.answer} hidden={!open}>
        <p>{answer}</p>
      </div>
    </li>
  );
}

export function Faq() {
  return (
    <Section tone="muted" eyebrow="Questions" title="Frequently asked questions">
      <ul className={styles.list}>
        {FAQS.map((faq) => (
          <FaqItem key={faq.question} question={faq.question} answer={faq.answer} />
        ))}
      </ul>
    </Section>
  );
}
