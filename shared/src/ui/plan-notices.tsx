// What a shop's plan says on screen (docs/product-rules.md, 'Plans'): the frame's banner for the
// trial, a paid plan near its end, the grace and view-only (PlanBannerView), and the note every
// screen that would write shows a view-only shop instead (ViewOnlyNote). Both link to Settings ›
// Plan. The words are the domain's (plan-words.ts).
import type { PlanBanner } from '../domain/plan-words';
import type { PlanStanding } from '../domain/plans';
import { viewOnlyWords } from '../domain/plan-words';
import styles from './plan-notices.module.css';

/** Where Settings › Plan opens in the dashboard frame (its view id, `settings-plan`). */
export const PLAN_SETTINGS_HREF = '/dashboard?view=settings-plan';

/** The link's words: to pay once the plan has ended, to renew before. */
export const PLAN_LINK_TEXT = { upgrade: 'Upgrade', renew: 'Renew', choose: 'Choose a plan' } as const;

export interface PlanBannerViewProps {
  banner: PlanBanner;
  /** Whether the plan has ended (grace or view-only): the link says Upgrade rather than Renew. */
  ended: boolean;
  trial: boolean;
  href?: string;
  className?: string;
}

/** The frame's banner of the shop's plan: what stops and when, with the way to pay. */
export function PlanBannerView({ banner, ended, trial, href = PLAN_SETTINGS_HREF, className }: PlanBannerViewProps) {
  const linkText = ended ? PLAN_LINK_TEXT.upgrade : trial ? PLAN_LINK_TEXT.choose : PLAN_LINK_TEXT.renew;
  return (
    <section role={banner.tone === 'info' ? 'status' : 'alert'} aria-label="Your plan" data-tone={banner.tone} className={[styles.banner, className].filter(Boolean).join(' ')}>
      <div className={styles.content}>
        <p className={styles.title}>{banner.title}</p>
        <p className={styles.detail}>{banner.detail}</p>
      </div>
      <a className={styles.link} href={href}>
        {linkText}
      </a>
    </section>
  );
}

export interface ViewOnlyNoteProps {
  standing: Pick<PlanStanding, 'viewOnlyFrom'>;
  /** The time zone the date is said in (the device's). */
  timeZone?: string;
  href?: string;
  className?: string;
}

/** Why a screen that would write cannot, on a view-only shop, with the link to upgrade. */
export function ViewOnlyNote({ standing, timeZone, href = PLAN_SETTINGS_HREF, className }: ViewOnlyNoteProps) {
  return (
    <section role="status" aria-label="View-only" data-tone="stopped" className={[styles.banner, className].filter(Boolean).join(' ')}>
      <p className={[styles.detail, styles.content].join(' ')}>{viewOnlyWords(standing, timeZone)}</p>
      <a className={styles.link} href={href}>
        {PLAN_LINK_TEXT.upgrade}
      </a>
    </section>
  );
}
