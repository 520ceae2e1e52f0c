import { SCREEN_TEXT } from '@shop/shared/domain';

export function PosScreen() {
  return (
    <section aria-labelledby="pos-title">
      <h1 id="pos-title">{SCREEN_TEXT.newSale + ' (POS)'}</h1>
    </section>
  );
}
