// Opening hours per weekday on the Online store form (issue #43): each day open or closed, and
// when open its opening and closing times (typed like 08:00; validateOnlineStore checks them and
// its message shows beside the day).
import { WEEKDAY_LABELS, WEEKDAYS } from '@shop/shared/domain';
import type { OnlineStoreField, OnlineStoreForm, Weekday } from '@shop/shared/domain';
import { Field } from '@shop/shared/ui';
import { ONLINE_STORE_SETTINGS_TEXT as T } from './online-store-settings-words';
import checkField from '../check-field.module.css';
import styles from './online-store-screen.module.css';

type Hours = OnlineStoreForm['openingHours'];

export interface OpeningHoursFieldsProps {
  hours: Hours;
  errors: Partial<Record<OnlineStoreField, string>>;
  onChange: (day: Weekday, times: Hours[Weekday]) => void;
}

export function OpeningHoursFields({ hours, errors, onChange }: OpeningHoursFieldsProps) {
  return (
    <ul className={styles.days}>
      {WEEKDAYS.map((day) => {
        const times = hours[day];
        const label = WEEKDAY_LABELS[day];
        const error = errors[`hours.${day}`];
        return (
          <li key={day} className={styles.day}>
            <label className={checkField.checkLabel}>
              <input
                type="checkbox"
                checked={times.open}
                aria-label={T.openOn(label)}
                onChange={(event) => onChange(day, { open: event.target.checked, opens: times.opens || '08:00', closes: times.closes || '18:00' })}
              />
              <span aria-hidden="true">{label}</span>
            </label>
            {times.open ? (
              <div className={styles.dayTimes}>
                <Field
                  label={T.opens(label)}
                  labelHidden
                  name={`opens-${day}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={times.opens}
                  onChange={(event) => onChange(day, { ...times, opens: event.target.value })}
                  aria-invalid={error ? true : undefined}
                />
                <span aria-hidden="true">–</span>
                <Field
                  label={T.closes(label)}
                  labelHidden
                  name={`closes-${day}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={times.closes}
                  onChange={(event) => onChange(day, { ...times, closes: event.target.value })}
                  aria-invalid={error ? true : undefined}
                />
              </div>
            ) : (
              <span className={styles.hint}>{T.closed}</span>
            )}
            {error ? (
              <p className={styles.error} role="alert">
                {`${label}: ${error}`}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
