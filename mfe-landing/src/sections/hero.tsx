import { formatMinor, MARKETING_USER_COUNT, TRIAL_DAYS } from '@shop/shared/domain';
import { Button } from '@shop/shared/ui';
import { CheckIcon } from '../icons';
import styles from './hero.module.css';

/** 500000 → "500,000". */
export const formattedUserCount = MARKETING_USER_COUNT.toLocaleString('en-US');

const FACES = [
  { initial: 'A', colour: '#b45309' },
  { initial: 'C', colour: '#0f766e' },
  { initial: 'N', colour: '#7c3aed' },
  { initial: 'K', colour: '#be123c' },
];

export interface HeroProps {
  signedIn: boolean;
  onStart: () => void;
  onGoToDashboard: () => void;
}

function TillIllustration() {
  return (
    <div className={styles.art} aria-hidden="true">
      <div className={styles.screen}>
        <div className={styles.screenTop}>
          <span>Today&rsquo;s sales</span>
          <span className={styles.up}>+18%</span>
        </div>
        <p className={styles.figure}>{formatMinor(128_450, 'GHS')}</p>
        <svg className={styles.chart} viewBox="0 0 300 90" fill="none">
          <defs>
            <linearGradient id="landing-hero-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#f59e0b" stopOpacity="0.35" />
              <stop offset="1" stopColor="#f59e0b" stopOpacity="0" />
            </linearGradient>
          </defs>
          <path d="M0 70 C30 64 45 40 75 44 S120 70 150 52 S200 18 230 26 S275 12 300 8 V90 H0 Z" fill="url(#landing-hero-fill)" />
          <path d="M0 70 C30 64 45 40 75 44 S120 70 150 52 S200 18 230 26 S275 12 300 8" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <ul className={styles.lines}>
          <li>
            <span>2 × Rice (5 kg)</span>
            <span>{formatMinor(19_000, 'GHS')}</span>
          </li>
          <li>
            <span>1 × Shea butter</span>
            <span>{formatMinor(3500, 'GHS')}</span>
          </li>
          <li>
            <span>3 × Malt drink</span>
            <span>{formatMinor(2700, 'GHS')}</span>
          </li>
        </ul>
      </div>
      <div className={styles.toast}>
        <span className={styles.toastIcon}>
          <CheckIcon />
        </span>
        <span>
          <strong>{formatMinor(25_200, 'GHS')} received</strong>
          Mobile money · just now
        </span>
      </div>
    </div>
  );
}

export function Hero({ signedIn, onStart, onGoToDashboard }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>For shops in Ghana, Nigeria and beyond</p>
          <h1 id="landing-title" className={styles.title}>
            Run your whole shop <span className={styles.accent}>from one screen</span>
          </h1>
          <p className={styles.lead}>
            Ring up sales, keep stock right, know your customers and see how the month is going — in cedi, naira or dollars.
            Take mobile money and cards, and share an online store in minutes.
          </p>
          <div className={styles.actions}>
            {signedIn ? (
              <Button variant="primary" size="lg" className={styles.primary} onClick={onGoToDashboard}>
                Open your dashboard
              </Button>
            ) : (
              <Button variant="primary" size="lg" className={styles.primary} onClick={onStart}>
                Start your {TRIAL_DAYS}-day free trial
              </Button>
            )}
            <a className={styles.secondary} href="#how-it-works">
              See how it works
            </a>
          </div>
          <p className={styles.trust}>
            <span className={styles.faces} aria-hidden="true">
              {FACES.map((face) => (
                <span key={face.initial} className={styles.face} style={{ background: face.colour }}>
                  {face.initial}
                </span>
              ))}
            </span>
            <span>
              Trusted by <strong>{formattedUserCount}</strong> users
            </span>
          </p>
        </div>
        <TillIllustration />
      </div>
    </section>
  );
}
