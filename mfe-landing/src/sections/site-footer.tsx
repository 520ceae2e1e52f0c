import { PRODUCT_NAME } from '@shop/shared/domain';
import { StoreMark } from '../icons';
import { formattedUserCount } from './hero';
import { SECTION_LINKS } from './site-header';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  signedIn: boolean;
  onSignUp: () => void;
}

export function SiteFooter({ signedIn, onSignUp }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>
            <StoreMark />
            {PRODUCT_NAME}
          </p>
          <p className={styles.blurb}>
            Point of sale, inventory, customers and sales history for small shops in Ghana, Nigeria and beyond. Used by{' '}
            {formattedUserCount} people.
          </p>
        </div>
        <nav aria-label="Footer">
          <p className={styles.heading}>Product</p>
          <ul className={styles.links}>
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {signedIn ? null : (
          <div>
            <p className={styles.heading}>Get started</p>
            <ul className={styles.links}>
              <li>
                <button type="button" onClick={onSignUp}>
                  Create a free account
                </button>
              </li>
            </ul>
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        <span>© {new Date().getFullYear()} {PRODUCT_NAME}. Prices in cedi, naira, dollars and pounds.</span>
        <span>Made for shop owners, from Accra to Lagos.</span>
      </div>
    </footer>
  );
}
