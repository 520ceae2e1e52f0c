import { SCREEN_TEXT } from '@shop/shared/domain';

export function InventoryScreen() {
  return (
    <section aria-labelledby="inventory-title">
      <h1 id="inventory-title">{SCREEN_TEXT.inventoryTitle}</h1>
    </section>
  );
}
