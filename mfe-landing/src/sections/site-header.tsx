import { PRODUCT_NAME } from '@shop/shared/domain';
import { Button } from '@shop/shared/ui';
import { StoreMark } from '../icons';
import styles from './site-header.module.css';

export const SECTION_LINKS = [
  { href: '#how-it-works', label: 'How it works' },
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
] as const;

export interface SiteHeaderProps {
  signedIn: boolean;
  onLogIn: () => void;
  onSignUp: () => void;
  onGoToDashboard: () => void;
}

export function BrandMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      <StoreMark />
    </span>
  );
}

export function SiteHeader({ signedIn, onLogIn, onSignUp, onGoToDashboard }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <nav aria-label="Site" className={styles.bar}>
        <a className={styles.brand} href="#top">
          <BrandMark />
          {PRODUCT_NAME}
        </a>
        <ul className={styles.links}>
          {SECTION_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          {signedIn ? (
            <Button variant="primary" onClick={onGoToDashboard}>
              Go to dashboard
            </Button>
          ) : (
            <>
              <Button variant="ghost" onClick={onLogIn}>
                Log in
              </Button>
              <Button variant="primary" onClick={onSignUp}>
                Sign up
              </Button>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
