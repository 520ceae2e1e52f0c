// The remote's root in the shell (and on its own page): the New Sale (POS) view.
import { SCREEN_TEXT } from '@shop/shared/domain';
import { ThemeRoot } from '@shop/shared/ui';
import { ShiftBar } from './shift/shift-bar';
import { SignedInGate } from './sign-in/signed-in-gate';
import { PosTill } from './till/pos-till';
import styles from './pos-screen.module.css';

export function PosScreen() {
  return (
    <ThemeRoot className={styles.screen}>
      <h1 className={styles.title}>{`${SCREEN_TEXT.newSale} (POS)`}</h1>
      <SignedInGate>
        <ShiftBar />
        <PosTill />
      </SignedInGate>
    </ThemeRoot>
  );
}
