import { useState } from 'react';
import { CURRENCY_NAMES, CURRENCY_SYMBOLS } from '@shop/shared/domain';
import { Money, SegmentedControl } from '@shop/shared/ui';
import { BoxIcon, CheckIcon, CodeIcon, TicketIcon } from '../icons';
import { DEMO_CURRENCIES, DEMO_PRODUCTS, demoPrice } from './demo-store-prices';
import type { DemoCurrency, DemoProduct } from './demo-store-prices';
import { Section } from './section';
import styles from './demo-store.module.css';

function ProductGlyph({ kind }: { kind: DemoProduct['kind'] }) {
  if (kind === 'Ticket') return <TicketIcon />;
  if (kind === 'Digital') return <CodeIcon />;
  return <BoxIcon />;
}

const POINTS = [
  { title: 'One link to share', text: 'on WhatsApp, Instagram or a flyer — customers order from their phones.' },
  { title: 'Priced your way', text: 'in cedi, naira, dollars or pounds, with the right symbol every time.' },
  { title: 'Stock stays right', text: 'a sale at the counter and an online order come off the same shelf count.' },
];

export function DemoStore({ initialCurrency = 'GHS' }: { initialCurrency?: DemoCurrency }) {
  const [currency, setCurrency] = useState<DemoCurrency>(initialCurrency);
  return (
    <Section
      tone="muted"
      eyebrow="Your instant online store"
      title="A shop your customers can visit tonight"
      lead="Every product you add to your till is ready to sell online. Try the currency picker: this is how your prices look to customers."
    >
      <div className={styles.layout}>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point.title}>
              <span className={styles.tick} aria-hidden="true">
                <CheckIcon />
              </span>
              <span>
                <strong>{point.title}</strong> {point.text}
              </span>
            </li>
          ))}
        </ul>
        <div>
          <div className={styles.store} role="group" aria-label="Demo store">
            <div className={styles.storeBar}>
              <p className={styles.storeName}>
                Ama&rsquo;s Provisions
                <span className={styles.storeUrl}>Online store · open now</span>
              </p>
              <SegmentedControl
                label="Currency"
                size="sm"
                value={currency}
                onChange={setCurrency}
                options={DEMO_CURRENCIES.map((code) => ({
                  value: code,
                  label: (
                    <span title={CURRENCY_NAMES[code]}>
                      <span aria-hidden="true">{CURRENCY_SYMBOLS[code]} </span>
                      {code}
                    </span>
                  ),
                }))}
              />
            </div>
            <ul className={styles.products} aria-label="Sample products">
              {DEMO_PRODUCTS.map((product) => (
                <li key={product.id} className={styles.product}>
                  <span className={styles.thumb} style={{ background: product.tint }} aria-hidden="true">
                    <ProductGlyph kind={product.kind} />
                  </span>
                  <span className={styles.name}>{product.name}</span>
                  <span className={styles.kind}>{product.kind}</span>
                  <Money className={styles.price} minor={demoPrice(product.priceMinor, currency)} currency={currency} />
                </li>
              ))}
            </ul>
            <div className={styles.storeFoot} aria-label="Accepted at checkout" role="group">
              <span className={styles.chip}>Mobile money</span>
              <span className={styles.chip}>Card</span>
              <span className={styles.chip}>Cash on pick-up</span>
            </div>
          </div>
          <p className={styles.footnote}>Sample prices set in cedi, shown in other currencies at fixed illustrative rates.</p>
        </div>
      </div>
    </Section>
  );
}
