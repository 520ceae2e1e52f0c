// The owner's Logo and colour (Settings › Online store; issue #43 point 1): the shop's logo and
// brand colour, kept on its profile (BusinessApi.updateShopSettings: logoUrl, brandColour) and shown
// by the store's page and atop printed receipts. A preview shows the page's header as it will look;
// the colour is checked as the domain checks it (validateShopBrand: white words must read on it).
// Saved while the store is on, the page is published again so it shows them at once.
import { useId, useState } from 'react';
import type { CSSProperties, FormEvent } from 'react';
import type { Business, ShopSettings } from '@shop/shared/domain';
import { validateShopBrand } from '@shop/shared/shop-brand';
import type { ShopBrandField } from '@shop/shared/shop-brand';
import { isBackendError, messageWithoutPrefix, useShop } from '@shop/shared/session';
import { Button, ErrorBanner, Field, surfaceClass } from '@shop/shared/ui';
import { drawLogo as drawOnCanvas } from './logo-picture';
import { SHOP_BRAND_TEXT as T } from './shop-brand-words';
import styles from './online-store-screen.module.css';

/** The page's own blue, shown by the colour picker while no colour is set (mfe-store's storefront.module.css). */
const PAGE_BLUE = '#1f6feb';

export interface ShopBrandPanelProps {
  business: Pick<Business, 'businessName' | 'logoUrl' | 'brandColour'> | null;
  /** Whether the store is on: a saved change publishes its page again. */
  published: boolean;
  /** Draws the chosen picture as the kept logo (logo-picture.ts; stories and tests give their own). */
  drawLogo?: (file: Blob) => Promise<string>;
}

type Errors = Partial<Record<ShopBrandField, string>>;

export function ShopBrandPanel({ business, published, drawLogo = drawOnCanvas }: ShopBrandPanelProps) {
  const { uid, backend } = useShop();
  const headingId = useId();
  const logoId = useId();
  const [logoUrl, setLogoUrl] = useState<string | null>(business?.logoUrl ?? null);
  const [colour, setColour] = useState(business?.brandColour ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [reading, setReading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const checked = validateShopBrand({ logoUrl, brandColour: colour });
  const shownColour = checked.ok ? checked.value.brandColour : null;

  const changed = () => {
    setSaved(false);
    setFailure(null);
  };

  const pickLogo = async (file: File | undefined) => {
    if (!file) return;
    changed();
    setReading(true);
    try {
      const drawn = await drawLogo(file);
      const found = validateShopBrand({ logoUrl: drawn, brandColour: '' });
      if (found.ok) setLogoUrl(drawn);
      setErrors((before) => ({ ...before, logoUrl: found.ok ? undefined : found.errors.logoUrl }));
    } catch {
      setErrors((before) => ({ ...before, logoUrl: T.logoUnreadable }));
    } finally {
      setReading(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || reading || !uid) return;
    changed();
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(T.fixFields);
      return;
    }
    setErrors({});
    // Only what changed is written: an unchanged stored logo is not sent again.
    const patch: ShopSettings = {};
    if (checked.value.logoUrl !== (business?.logoUrl ?? null)) patch.logoUrl = checked.value.logoUrl;
    if (checked.value.brandColour !== (business?.brandColour ?? null)) patch.brandColour = checked.value.brandColour;
    if (Object.keys(patch).length === 0) {
      setSaved(true);
      return;
    }
    setSaving(true);
    try {
      await backend.updateShopSettings(uid, patch);
      // The page shows them at once; where this fails, the next publication (and Firebase's server) carries them.
      if (published) await backend.publishOnlineStore(uid).catch((error: unknown) => console.warn(T.saveFailed, error));
      setSaved(true);
    } catch (error) {
      // Said in the panel, which keeps what was chosen; kept in the console for whoever diagnoses it.
      console.warn(T.saveFailed, error);
      setFailure(isBackendError(error, 'permission-denied') || isBackendError(error, 'invalid-argument') ? messageWithoutPrefix(error) : T.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const shopName = business?.businessName ?? '';
  const brand = shownColour ? ({ '--brand': shownColour } as CSSProperties) : undefined;

  return (
    <form className={`${surfaceClass} ${styles.section}`} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} className={styles.sectionTitle}>
        {T.section}
      </h2>
      <p className={styles.hint}>{T.hint}</p>

      <figure className={styles.brandPreview} aria-label={T.preview} style={brand}>
        <div className={shownColour ? `${styles.brandBand} ${styles.brandBandColoured}` : styles.brandBand}>
          {logoUrl ? <img className={styles.brandLogo} src={logoUrl} alt="" width={48} height={48} /> : null}
          <span className={styles.previewName}>{shopName}</span>
        </div>
        <span className={styles.brandButton} aria-hidden="true">
          {T.previewButton}
        </span>
      </figure>

      <div className={styles.brandField}>
        <label htmlFor={logoId} className={styles.brandLabel}>
          {T.logo} <span className={styles.hint}>(optional)</span>
        </label>
        <input
          id={logoId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className={styles.brandFile}
          aria-invalid={errors.logoUrl ? true : undefined}
          aria-describedby={[errors.logoUrl ? `${logoId}-error` : null, `${logoId}-hint`].filter(Boolean).join(' ')}
          onChange={(event) => void pickLogo(event.target.files?.[0])}
        />
        {errors.logoUrl ? (
          <p id={`${logoId}-error`} className={styles.error}>
            {errors.logoUrl}
          </p>
        ) : null}
        <p id={`${logoId}-hint`} className={styles.hint}>
          {reading ? <span role="status">{T.logoReading}</span> : logoUrl ? T.logoHint : `${T.noLogo} ${T.logoHint}`}
        </p>
      </div>
      {logoUrl ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className={styles.addArea}
          onClick={() => {
            changed();
            setLogoUrl(null);
            setErrors((before) => ({ ...before, logoUrl: undefined }));
          }}
        >
          {T.removeLogo}
        </Button>
      ) : null}

      <div className={styles.brandColourRow}>
        <Field
          label={T.colour}
          name="brandColour"
          type="text"
          autoComplete="off"
          spellCheck={false}
          hint={T.colourHint}
          value={colour}
          onChange={(event) => {
            changed();
            setColour(event.target.value);
            setErrors((before) => ({ ...before, brandColour: undefined }));
          }}
          error={errors.brandColour}
          showOptional
        />
        <input
          type="color"
          className={styles.brandPicker}
          aria-label={T.colourPicker}
          value={shownColour ?? PAGE_BLUE}
          onChange={(event) => {
            changed();
            setColour(event.target.value);
            setErrors((before) => ({ ...before, brandColour: undefined }));
          }}
        />
      </div>

      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      {saved ? (
        <p role="status" className={styles.hint}>
          {T.saved}
        </p>
      ) : null}
      <Button type="submit" variant="primary" loading={saving} disabled={reading} className={styles.addArea}>
        {T.save}
      </Button>
    </form>
  );
}
