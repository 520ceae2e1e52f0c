import { SCREEN_TEXT } from '@shop/shared/domain';

export function CustomersScreen() {
  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title">{SCREEN_TEXT.customersTitle}</h1>
    </section>
  );
}
