import { SCREEN_TEXT } from '@shop/shared/domain';

export function HistoryScreen() {
  return (
    <section aria-labelledby="history-title">
      <h1 id="history-title">{SCREEN_TEXT.salesHistoryTitle}</h1>
    </section>
  );
}
