// The gate of the owner's Settings screens (Staff, Online store, Plan), in one place: signed in,
// whoever is at the till and may not do the screen's action (operatorAccess, the domain's
// STAFF_PERMISSIONS) sees the screen's title and its refusal, and nothing under the gate is
// mounted, so nothing is read. Signed out, the screen's own states say so.
import type { ReactNode } from 'react';
import { operatorAccess } from '@shop/shared/domain';
import type { StaffAction } from '@shop/shared/domain';
import { useShop, useTillOperator } from '@shop/shared/session';
import frame from './owner-screen.module.css';

export interface OwnerOnlyProps {
  /** What the person at the till must be allowed to open the screen. */
  action: StaffAction;
  /** The id of the screen's h1, which names its section. */
  titleId: string;
  title: string;
  /** The refusal, said as an alert. */
  refusal: string;
  /** Its class: each screen places its refusal as its other messages. */
  refusalClassName?: string;
  children: ReactNode;
}

export function OwnerOnly({ action, titleId, title, refusal, refusalClassName, children }: OwnerOnlyProps) {
  const { uid } = useShop();
  const operator = useTillOperator();
  if (uid && operatorAccess(operator, action) === 'no') {
    return (
      <section className={frame.screen} aria-labelledby={titleId}>
        <h1 id={titleId} className={frame.title}>
          {title}
        </h1>
        <p className={refusalClassName} role="alert">
          {refusal}
        </p>
      </section>
    );
  }
  return children;
}
