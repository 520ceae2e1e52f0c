// Sending the customer a reminder (what they owe and when it is or was due) or their statement, by
// WhatsApp or SMS as a receipt is sent (the design system's ShareReceipt and the domain's links,
// docs/product-rules.md 'Sharing a receipt'); the text sent is shown above the links.
import { useId, useState } from 'react';
import { ACCOUNT_TEXT } from '@shop/shared/domain';
import { Receipt, SegmentedControl, ShareReceipt } from '@shop/shared/ui';
import type { WebShare } from '@shop/shared/ui';
import type { AccountHolder } from './account-figures';
import styles from './account.module.css';

type What = 'reminder' | 'statement';

export interface AccountSendProps {
  holder: AccountHolder;
  /** The reminder's text (`reminderText`); null when nothing is owed. */
  reminder: string | null;
  /** The statement's text (`statementText`). */
  statement: string;
  webShare?: WebShare | null;
}

export function AccountSend({ holder, reminder, statement, webShare }: AccountSendProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<What>('reminder');
  const what: What = reminder === null ? 'statement' : chosen;
  const text = what === 'reminder' && reminder !== null ? reminder : statement;
  return (
    <section className={styles.send} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.heading}>
        {ACCOUNT_TEXT.sendTitle}
      </h3>
      {reminder !== null ? (
        <SegmentedControl<What>
          label={ACCOUNT_TEXT.sendWhat}
          options={[
            { value: 'reminder', label: ACCOUNT_TEXT.reminder },
            { value: 'statement', label: ACCOUNT_TEXT.statement },
          ]}
          value={what}
          onChange={setChosen}
          size="sm"
        />
      ) : null}
      <Receipt text={text} label={ACCOUNT_TEXT.messageLabel} className={styles.message} />
      <ShareReceipt
        text={text}
        recipient={{ name: holder.name, phone: holder.phone }}
        webShare={webShare}
        title={what === 'reminder' ? ACCOUNT_TEXT.sendReminder : ACCOUNT_TEXT.sendStatement}
        shareFailedText={ACCOUNT_TEXT.shareFailed}
      />
    </section>
  );
}
