// The frame's sidebar: logo, Dashboard, the collapsible groups, and the footer. It lists only the
// views the person at the till may open (views.ts, VIEW_ACTIONS; a group left empty is hidden). The
// footer names who is at the till (issue #35; docs/product-rules.md, 'Staff at the till'): the
// owner's name and e-mail on the owner's account, else the staff member's name and role. Logout is
// the owner's (their account, or a member with the owner's role) and that of a member signed in with
// an account of their own (TillOperator.ownAccount), whose till has no lock screen: a staff member at
// a shared till leaves it through Switch user, and the lock screen's Sign out signs the shop out.
// Beside Online orders, the number of new orders waiting to be confirmed (issue #43 point 3); on the
// other views a new order beeps when the sound is on.
import { useState } from 'react';
import { PRODUCT_NAME, STAFF_ROLE_LABELS } from '@shop/shared/domain';
import type { Business, TillOperator } from '@shop/shared/domain';
import { useAuth, useBackend } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { navigateTo } from '@shop/shared/mfe';
import { VisuallyHidden } from '@shop/shared/ui';
import { DEFAULT_VIEW, ONLINE_ORDERS_VIEW, VIEW_LABELS, homeViewFor, mayOpenView, navGroupsFor } from './views';
import type { NavGroup } from './views';
import { useNewOnlineOrders } from './use-new-online-orders';
import styles from './frame.module.css';

/** The product's mark, beside its name in the sidebar and on the lock screen. */
export function ShopMark() {
  return (
    <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M18 26h28l-3 22H21z" fill="#1c1917" />
      <path d="M25 26v-4a7 7 0 0 1 14 0v4" stroke="#1c1917" strokeWidth="4" fill="none" />
    </svg>
  );
}

/** Signs the shop out and goes to the landing page: the owner's Logout and the lock screen's Sign out. */
export async function signOutToLanding(backend: Pick<Backend, 'signOut'>): Promise<void> {
  try {
    await backend.signOut();
    navigateTo('/');
  } catch (error) {
    // A logout failure is only logged (docs/product-rules.md).
    console.error('Logout failed', error);
  }
}

interface SidebarProps {
  business: Business;
  /** Who is at the till: the sidebar lists what they may open. */
  operator: TillOperator;
  view: string;
  onChoose: (view: string) => void;
}

export function Sidebar({ business, operator, view, onChoose }: SidebarProps) {
  const backend = useBackend();
  const { user } = useAuth();
  const [openGroups, setOpenGroups] = useState<Record<NavGroup['id'], boolean>>({ sales: true, inventory: true, customers: true, money: true, settings: true });
  const ownerAccount = operator.account === true;
  const footerName = ownerAccount ? business.ownerName.trim() || STAFF_ROLE_LABELS.owner : operator.name;
  const mayLogout = ownerAccount || operator.role === 'owner' || operator.ownAccount === true;
  const home = homeViewFor(operator);
  const groups = navGroupsFor(operator);
  const newOrders = useNewOnlineOrders({ enabled: mayOpenView(operator, ONLINE_ORDERS_VIEW), sound: view !== ONLINE_ORDERS_VIEW });

  return (
    <aside id="frame-sidebar" className={styles.sidebar}>
      <button
        type="button"
        className={styles.logo}
        onClick={() => onChoose(home)}
        aria-label={home === DEFAULT_VIEW ? `${PRODUCT_NAME}, back to the dashboard` : `${PRODUCT_NAME}, back to ${VIEW_LABELS[home]}`}
      >
        <ShopMark />
        <span>{PRODUCT_NAME}</span>
      </button>
      <nav aria-label="Main" className={styles.nav}>
        {mayOpenView(operator, DEFAULT_VIEW) ? (
          <button type="button" className={styles.navItem} aria-current={view === DEFAULT_VIEW ? 'page' : undefined} onClick={() => onChoose(DEFAULT_VIEW)}>
            {VIEW_LABELS[DEFAULT_VIEW]}
          </button>
        ) : null}
        {groups.map((group) => (
          <div key={group.id} className={styles.group}>
            <button
              type="button"
              className={styles.groupToggle}
              aria-expanded={openGroups[group.id]}
              aria-controls={`nav-group-${group.id}`}
              onClick={() => setOpenGroups((open) => ({ ...open, [group.id]: !open[group.id] }))}
            >
              <span>{group.label}</span>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.chevron}>
                <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
              </svg>
            </button>
            <ul id={`nav-group-${group.id}`} hidden={!openGroups[group.id]} className={styles.groupItems}>
              {group.views.map((item) => (
                <li key={item}>
                  <button type="button" className={styles.navItem} aria-current={view === item ? 'page' : undefined} onClick={() => onChoose(item)}>
                    {VIEW_LABELS[item]}
                    {item === ONLINE_ORDERS_VIEW && newOrders ? (
                      <>
                        <span className={styles.navCount} aria-hidden="true">
                          {newOrders}
                        </span>
                        <VisuallyHidden>{`, ${newOrders} new`}</VisuallyHidden>
                      </>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <footer className={styles.owner}>
        <span className={styles.initial} aria-hidden="true">
          {footerName.charAt(0).toUpperCase()}
        </span>
        <div className={styles.ownerText}>
          <p className={styles.ownerName}>{footerName}</p>
          <p className={styles.ownerEmail}>{ownerAccount ? (user?.email ?? business.email) : STAFF_ROLE_LABELS[operator.role]}</p>
        </div>
        {mayLogout ? (
          <button type="button" className={styles.logout} onClick={() => signOutToLanding(backend)}>
            Logout
          </button>
        ) : null}
      </footer>
    </aside>
  );
}
