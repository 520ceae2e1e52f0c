// Staff (docs/product-rules.md, 'Staff at the till'; the rules at the top of shared/src/domain/staff.ts):
// the owner's list of who works the tills (name, role, Active or Turned off, when added), Add staff
// and Edit with the staff form, Turn off / Turn on after 'Sure?' (never the owner: canDisable), and
// "Your PIN", the owner's own member record, to unlock a locked till, and the Till settings
// (till-settings-form.tsx: discount limit, idle lock, mobile money at close). Only for whoever may
// 'manage-staff' (operatorAccess): anyone else sees STAFF_MESSAGES.notAllowed and nothing else.
import { useCallback, useMemo, useState } from 'react';
import { canDisable, formatDate, STAFF_MESSAGES, STAFF_ROLE_LABELS } from '@shop/shared/domain';
import type { StaffListing } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useAuth, useBusiness, useShop, useStaff } from '@shop/shared/session';
import { Button, ConfirmDialog, ErrorBanner, ListStates, ThemeRoot, DEVICE_TIME_ZONE, VisuallyHidden } from '@shop/shared/ui';
import { StaffForm } from './staff-form';
import type { StaffFormTarget } from './staff-form';
import { STAFF_TEXT as T, TILL_SETTINGS_TEXT } from './staff-words';
import { TillSettingsForm } from './till-settings-form';
import { OwnerOnly } from '../owner-only';
import frame from '../owner-screen.module.css';
import styles from './staff-screen.module.css';

export interface StaffScreenProps {
  /** The device's time zone (IANA) for the dates members were added, for stories and tests; the browser's otherwise. */
  timeZone?: string;
}

/** The remote's root for the Staff view. */
export function StaffScreen(props: StaffScreenProps) {
  return (
    <ThemeRoot className={frame.root}>
      <Staff {...props} />
    </ThemeRoot>
  );
}

/** The owner's staff screen, or the refusal for anyone whose role may not manage staff. */
export function Staff(props: StaffScreenProps) {
  // Signed out: the list's own states say so (nothing is read without a uid). Signed in, nothing is
  // read until the person at the till is known to manage staff.
  return (
    <OwnerOnly action="manage-staff" titleId="staff-title" title={T.title} refusal={STAFF_MESSAGES.notAllowed} refusalClassName={styles.notAllowed}>
      <StaffManager {...props} />
    </OwnerOnly>
  );
}

type Switching = { member: StaffListing; disabled: boolean };

function StaffManager({ timeZone = DEVICE_TIME_ZONE }: StaffScreenProps) {
  const { ready, user } = useAuth();
  const { uid, backend } = useShop();
  const live = useStaff();
  const business = useBusiness();
  const [form, setForm] = useState<StaffFormTarget | null>(null);
  const [switching, setSwitching] = useState<Switching | null>(null);
  const [busy, setBusy] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const members = useMemo(() => (live.status === 'ready' ? live.data : []), [live]);
  // The owner's own record is "Your PIN"; the list is everyone else, oldest first as the backend lists them.
  const own = members.find((member) => member.id === uid) ?? null;
  const staff = useMemo(() => members.filter((member) => member.id !== uid), [members, uid]);

  const openAdd = useCallback(() => setForm({ kind: 'add' }), []);
  const openOwn = () => setForm({ kind: 'own', member: own, name: user?.displayName ?? '' });

  const confirmSwitch = async () => {
    if (!switching || !uid) return;
    const { member, disabled } = switching;
    setBusy(true);
    setSwitchError(null);
    try {
      await backend.setStaffDisabled(uid, member.id, disabled);
      setNotice(disabled ? T.turnedOffNotice(member.name) : T.turnedOnNotice(member.name));
    } catch (error) {
      console.error(T.turnFailed, error);
      setSwitchError(isBackendError(error, 'invalid-argument') || isBackendError(error, 'permission-denied') ? messageWithoutPrefix(error) : T.turnFailed);
    } finally {
      setBusy(false);
      setSwitching(null);
    }
  };

  return (
    <section className={frame.screen} aria-labelledby="staff-title">
      <header className={frame.header}>
        <div>
          <h1 id="staff-title" className={frame.title}>
            {T.title}
          </h1>
          <p className={frame.subtitle}>{live.status === 'ready' ? `${T.count(staff.length)} · ${T.subtitle}` : T.subtitle}</p>
        </div>
        {uid && live.status === 'ready' ? (
          <Button variant="primary" onClick={openAdd} iconStart={<PlusIcon />}>
            {T.add}
          </Button>
        ) : null}
      </header>

      {switchError ? <ErrorBanner>{switchError}</ErrorBanner> : null}

      {uid && live.status === 'ready' ? (
        <section className={styles.own} aria-labelledby="staff-own-title">
          <div className={styles.ownText}>
            <h2 id="staff-own-title" className={styles.ownTitle}>
              {T.ownTitle}
            </h2>
            <p className={styles.ownStatus}>{own ? T.ownSet : T.ownNotSet}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={openOwn}>
            {own ? T.ownChangeButton : T.ownSetButton}
          </Button>
        </section>
      ) : null}

      <ListStates
        ready={ready}
        signedIn={Boolean(uid)}
        live={live}
        noun="staff"
        failedMessage={T.loadFailed}
        isEmpty={staff.length === 0}
        empty={{ title: T.emptyTitle, description: T.emptyDescription, addLabel: T.addFirst, onAdd: openAdd }}
      >
        <ul className={styles.list} aria-label={T.listLabel}>
          {staff.map((member) => (
            <StaffRow
              key={member.id}
              member={member}
              timeZone={timeZone}
              onEdit={(chosen) => setForm({ kind: 'edit', member: chosen })}
              onSwitch={(chosen) => setSwitching({ member: chosen, disabled: !chosen.disabled })}
            />
          ))}
        </ul>
      </ListStates>

      {business.status === 'ready' ? <TillSettingsForm business={business.business} /> : null}
      {business.status === 'error' ? <ErrorBanner onRetry={business.retry}>{TILL_SETTINGS_TEXT.loadFailed}</ErrorBanner> : null}

      <VisuallyHidden role="status">{notice}</VisuallyHidden>

      <StaffForm
        target={form}
        onClose={() => setForm(null)}
        onSaved={(name, target) => setNotice(target.kind === 'own' ? T.ownSaved : T.saved(name))}
      />
      <ConfirmDialog
        open={switching !== null}
        busy={busy}
        tone={switching?.disabled === false ? 'default' : 'danger'}
        message={switching ? (switching.disabled ? T.turnOffMessage(switching.member.name) : T.turnOnMessage(switching.member.name)) : undefined}
        onConfirm={() => void confirmSwitch()}
        onCancel={() => setSwitching(null)}
      />
    </section>
  );
}

/** One member: name, role, status and when added; Edit, and Turn off / Turn on (never the owner). */
function StaffRow({
  member,
  timeZone,
  onEdit,
  onSwitch,
}: {
  member: StaffListing;
  timeZone: string;
  onEdit: (member: StaffListing) => void;
  onSwitch: (member: StaffListing) => void;
}) {
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>{member.name}</span>
        <span className={styles.role}>{STAFF_ROLE_LABELS[member.role]}</span>
      </div>
      <div className={styles.facts}>
        <span className={member.disabled ? styles.off : styles.on}>{member.disabled ? T.turnedOff : T.active}</span>
        <span className={styles.added}>
          <time dateTime={member.createdAt.toISOString()}>{T.added(formatDate(member.createdAt, timeZone))}</time>
        </span>
        {member.invitationEmail ? <span className={styles.email}>{member.invitationEmail}</span> : null}
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" aria-label={T.editLabel(member.name)} onClick={() => onEdit(member)}>
          {T.edit}
        </Button>
        {canDisable(member) ? (
          <Button
            size="sm"
            variant="ghost"
            className={member.disabled ? undefined : styles.turnOff}
            aria-label={member.disabled ? T.turnOnLabel(member.name) : T.turnOffLabel(member.name)}
            onClick={() => onSwitch(member)}
          >
            {member.disabled ? T.turnOn : T.turnOff}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function PlusIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M10 4v12M4 10h12" />
    </svg>
  );
}
