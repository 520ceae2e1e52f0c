// The Manager's PIN question at the till, loaded only when a sale needs one (a member at the till
// whose role may do it only with a manager's PIN: sale-approval.ts); a shop without staff never
// loads it. Mounted for one question: it asks at once and reports the answer.
import { useEffect, useRef } from 'react';
import type { Sale, StaffAction } from '@shop/shared/domain';
import { useStaff } from '@shop/shared/session';
import { saleApprovalDetail } from './sale-approval-detail';
import type { SaleForApproval } from './sale-approval';
import { useManagerApproval } from './use-manager-approval';

export interface ApprovalQuestionAsked {
  actions: readonly StaffAction[];
  /** The sale asked about, and the shop's discount limit its lines are told against. */
  sale: SaleForApproval & Pick<Sale, 'currency'>;
  limitHundredths: number;
}

/** What the manager is asked to let through, a line each. */
function ApprovalDetail({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <span key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </>
  );
}

export default function ManagerApprovalHost({ question, onAnswer }: { question: ApprovalQuestionAsked; onAnswer: (approved: boolean) => void }) {
  const { ask, dialog } = useManagerApproval();
  // The question opens once the shop's staff are read, so the dialog opens on the approvers' pad.
  const staffRead = useStaff().status !== 'loading';
  const answer = useRef(onAnswer);
  answer.current = onAnswer;
  useEffect(() => {
    if (!staffRead) return;
    let current = true;
    const detail = <ApprovalDetail lines={saleApprovalDetail(question.sale, question.actions, question.limitHundredths)} />;
    void ask(question.actions, detail).then((approved) => {
      if (current) answer.current(approved);
    });
    return () => {
      current = false;
    };
  }, [ask, question, staffRead]);
  return dialog;
}
