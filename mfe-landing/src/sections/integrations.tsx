import { PRODUCT_NAME } from '@shop/shared/domain';
import type { ReactNode } from 'react';
import { ChartIcon, ChatIcon, CodeIcon, GatewayIcon, PrinterIcon, ShieldIcon } from '../icons';
import { Section } from './section';
import sectionStyles from './section.module.css';
import styles from './integrations.module.css';

const INTEGRATIONS: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  { title: 'WhatsApp and social', text: 'Share your store link and receipts where your customers already chat.', icon: <ChatIcon /> },
  { title: 'Payment gateways', text: 'On Pro, plug in your own gateway accounts for online payments.', icon: <GatewayIcon /> },
  { title: 'Any printer', text: 'Print receipts from the browser on the printer you already own.', icon: <PrinterIcon /> },
  { title: 'Your website', text: 'Drop the point-of-sale widget into your own site with two lines of HTML.', icon: <CodeIcon /> },
  { title: 'Live dashboard', text: 'Revenue, products and customers update the moment a sale is made.', icon: <ChartIcon /> },
  { title: 'Private by design', text: 'Each owner sees only their own sales, stock and customers.', icon: <ShieldIcon /> },
];

export function Integrations() {
  return (
    <Section eyebrow="Integrations" title="Works with what you already use" lead={`Keep your phone, your printer and your payment accounts. ${PRODUCT_NAME} fits around them.`}>
      <ul className={sectionStyles.tiles}>
        {INTEGRATIONS.map((item) => (
          <li key={item.title} className={styles.item}>
            <span className={styles.icon} aria-hidden="true">
              {item.icon}
            </span>
            <div>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
