// The delivery areas on the Online store form (issue #43): a name and a fee each, added and
// removed by the owner. The fee is typed in the store's currency and read by the domain's money
// parsing (validateOnlineStore → parseMoneyInput) into whole minor units; its message shows under it.
import { CURRENCY_SYMBOLS } from '@shop/shared/domain';
import type { CurrencyCode, OnlineStoreField, OnlineStoreForm } from '@shop/shared/domain';
import { Button, Field } from '@shop/shared/ui';
import { ONLINE_STORE_SETTINGS_TEXT as T } from './online-store-settings-words';
import styles from './online-store-screen.module.css';

type Area = OnlineStoreForm['deliveryAreas'][number];

export interface DeliveryAreasFieldsProps {
  areas: readonly Area[];
  currency: CurrencyCode;
  errors: Partial<Record<OnlineStoreField, string>>;
  onChange: (areas: Area[]) => void;
}

/** A new area's id: made when it is added and kept through renames, so an order keeps pointing at it. */
function newAreaId(): string {
  return `area-${crypto.randomUUID()}`;
}

export function DeliveryAreasFields({ areas, currency, errors, onChange }: DeliveryAreasFieldsProps) {
  const change = (index: number, patch: Partial<Area>) => onChange(areas.map((area, at) => (at === index ? { ...area, ...patch } : area)));
  return (
    <div className={styles.areas}>
      <ul className={styles.areaList} aria-label={T.areasList}>
        {areas.map((area, index) => (
          <li key={area.id} className={styles.area}>
            <Field
              label={T.areaName(index + 1)}
              name={`area-${index}-name`}
              type="text"
              autoComplete="off"
              value={area.name}
              onChange={(event) => change(index, { name: event.target.value })}
              error={errors[`area.${index}.name`]}
              required
            />
            <Field
              label={T.areaFee(index + 1)}
              name={`area-${index}-fee`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              prefix={CURRENCY_SYMBOLS[currency]}
              hint={T.areaFeeHint}
              value={area.fee}
              onChange={(event) => change(index, { fee: event.target.value })}
              error={errors[`area.${index}.fee`]}
              required
            />
            <Button
              size="sm"
              variant="ghost"
              className={styles.removeArea}
              aria-label={T.removeArea(area.name.trim(), index + 1)}
              onClick={() => onChange(areas.filter((_, at) => at !== index))}
            >
              {T.remove}
            </Button>
          </li>
        ))}
      </ul>
      {errors.deliveryAreas ? (
        <p className={styles.error} role="alert">
          {errors.deliveryAreas}
        </p>
      ) : null}
      <Button size="sm" variant="secondary" className={styles.addArea} onClick={() => onChange([...areas, { id: newAreaId(), name: '', fee: '' }])}>
        {T.addArea}
      </Button>
    </div>
  );
}
