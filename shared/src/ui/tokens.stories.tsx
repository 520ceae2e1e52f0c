import { useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import tokensSource from './tokens.css?raw';
import { useTheme } from './theme-root';
import type { ThemeName } from './theme-root';
import styles from './tokens-page.module.css';

// The design tokens page is generated: the token names come from tokens.css itself, and each
// value is read live from the computed style of the `.shop-theme` element the page sits in, so it
// always shows what the components get, in the theme chosen in the toolbar.

interface DeclaredTokens {
  /** Every `--shop-*` name, in the order tokens.css declares them. */
  names: string[];
  /** The values as written, per theme (dark overrides light), for environments without styles. */
  declared: Record<ThemeName, Map<string, string>>;
}

function declaredTokens(css: string): DeclaredTokens {
  const names: string[] = [];
  const light = new Map<string, string>();
  const dark = new Map<string, string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const block of withoutComments.split('}')) {
    const [selector = '', body = ''] = block.split('{');
    const isDark = selector.includes("data-theme='dark'");
    for (const match of body.matchAll(/(--shop-[\w-]+)\s*:\s*([^;]+);/g)) {
      const [, name = '', value = ''] = match;
      if (!names.includes(name)) names.push(name);
      (isDark ? dark : light).set(name, value.replace(/\s+/g, ' ').trim());
    }
  }
  for (const [name, value] of light) if (!dark.has(name)) dark.set(name, value);
  return { names, declared: { light, dark } };
}

type Kind = 'swatch' | 'bar' | 'sample' | 'font' | 'weight' | 'radius' | 'shadow' | 'control' | 'value';

interface Group {
  title: string;
  kind: Kind;
  match: RegExp;
  /** Sub-headings for the colours. */
  parts?: readonly { title: string; match: RegExp }[];
}

const GROUPS: readonly Group[] = [
  {
    title: 'Colours',
    kind: 'swatch',
    match: /^--shop-color-/,
    parts: [
      { title: 'Brand (amber)', match: /accent/ },
      { title: 'Status', match: /success|danger|warning/ },
      { title: 'Focus', match: /focus/ },
      { title: 'Neutrals', match: /./ },
    ],
  },
  { title: 'Spacing', kind: 'bar', match: /^--shop-space-/ },
  { title: 'Type scale', kind: 'sample', match: /^--shop-text-/ },
  { title: 'Font families', kind: 'font', match: /^--shop-font-family/ },
  { title: 'Font weights', kind: 'weight', match: /^--shop-weight-/ },
  { title: 'Radii', kind: 'radius', match: /^--shop-radius-/ },
  { title: 'Shadows and focus ring', kind: 'shadow', match: /^--shop-(shadow-|focus-ring)/ },
  { title: 'Control heights', kind: 'control', match: /^--shop-control-height-/ },
  { title: 'Line heights, borders, motion and layers', kind: 'value', match: /./ },
];

/** The page's stylesheets as text: where a test runner serves `?raw` CSS empty, the tokens are still there. */
function stylesheetText(): string {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) if (rule.cssText.includes('--shop-')) rules.push(rule.cssText);
    } catch {
      // A cross-origin sheet cannot be read; the tokens are never in one.
    }
  }
  return rules.join('\n');
}

let tokens: DeclaredTokens | null = null;
function allTokens(): DeclaredTokens {
  tokens ??= declaredTokens(tokensSource.includes('--shop-') ? tokensSource : stylesheetText());
  return tokens;
}

function groupTokens(names: readonly string[]): { group: Group; names: string[] }[] {
  const left = new Set(names);
  return GROUPS.map((group) => {
    const mine = names.filter((name) => left.has(name) && group.match.test(name));
    mine.forEach((name) => left.delete(name));
    return { group, names: mine };
  }).filter(({ names: mine }) => mine.length > 0);
}

/** Points the page's `--token` at a design token, for the previews. */
function tokenStyle(name: string): CSSProperties {
  return { '--token': `var(${name})` } as CSSProperties;
}

function Label({ name, value }: { name: string; value: string }) {
  return (
    <span className={styles.label}>
      <code className={styles.name}>{name}</code>
      <span className={styles.value}>{value || '—'}</span>
    </span>
  );
}

function Preview({ kind, name, value }: { kind: Kind; name: string; value: string }): ReactNode {
  const style = tokenStyle(name);
  switch (kind) {
    case 'swatch':
      return (
        <li className={styles.swatch}>
          <span className={styles.chip} style={style} aria-hidden="true" />
          <Label name={name} value={value} />
        </li>
      );
    case 'bar':
      return (
        <li className={styles.row}>
          <Label name={name} value={value} />
          <span className={styles.bar} style={style} aria-hidden="true" />
        </li>
      );
    case 'sample':
      return (
        <li className={styles.row}>
          <Label name={name} value={value} />
          <p className={styles.sample} style={style}>
            Milo 400g tin · ₵45.00
          </p>
        </li>
      );
    case 'font':
      return (
        <li className={styles.row}>
          <Label name={name} value={value} />
          <p className={styles.font} style={style}>
            Gari (1 olonka) ₦3,500.00 0123456789
          </p>
        </li>
      );
    case 'weight':
      return (
        <li className={styles.row}>
          <Label name={name} value={value} />
          <p className={styles.weight} style={style}>
            Sales Performance
          </p>
        </li>
      );
    case 'radius':
    case 'shadow':
    case 'control':
      return (
        <li className={styles.box}>
          <span className={`${styles.shape} ${styles[kind]}`} style={style} aria-hidden="true" />
          <Label name={name} value={value} />
        </li>
      );
    case 'value':
      return (
        <li className={styles.row}>
          <Label name={name} value={value} />
          <span aria-hidden="true" />
        </li>
      );
  }
}

const LIST_CLASS: Partial<Record<Kind, string>> = {
  swatch: `${styles.list} ${styles.swatches}`,
  radius: `${styles.list} ${styles.boxes}`,
  shadow: `${styles.list} ${styles.boxes}`,
  control: `${styles.list} ${styles.boxes}`,
};

function TokenList({ kind, names, values }: { kind: Kind; names: readonly string[]; values: ReadonlyMap<string, string> }) {
  return (
    <ul className={LIST_CLASS[kind] ?? styles.list}>
      {names.map((name) => (
        <Preview key={name} kind={kind} name={name} value={values.get(name) ?? ''} />
      ))}
    </ul>
  );
}

function TokensPage() {
  const { theme } = useTheme();
  const pageRef = useRef<HTMLDivElement>(null);
  const [TOKENS] = useState(allTokens);
  const [values, setValues] = useState<ReadonlyMap<string, string>>(() => TOKENS.declared[theme]);

  // Read after every theme change, once the new data-theme is in the DOM.
  useLayoutEffect(() => {
    const element = pageRef.current?.closest('.shop-theme') ?? pageRef.current;
    if (!element) return;
    const computed = getComputedStyle(element);
    const declared = TOKENS.declared[theme];
    setValues(new Map(TOKENS.names.map((name) => [name, computed.getPropertyValue(name).trim() || (declared.get(name) ?? '')])));
  }, [theme, TOKENS]);

  return (
    <div ref={pageRef} className={styles.page}>
      <header className={styles.intro}>
        <h1>Design tokens</h1>
        <p>
          Every CSS custom property of <code>tokens.css</code>, with the value the components get right now in the {theme} theme (switch it in the toolbar). The
          tokens live on the <code>.shop-theme</code> element of <code>ThemeRoot</code>, never on the page&apos;s root, so nothing leaks into a partner&apos;s
          site.
        </p>
      </header>
      {groupTokens(TOKENS.names).map(({ group, names }) => (
        <section key={group.title} className={styles.section} aria-labelledby={`tokens-${group.kind}`}>
          <h2 id={`tokens-${group.kind}`}>{group.title}</h2>
          {group.parts ? (
            groupParts(group.parts, names).map(({ title, names: partNames }) => (
              <div key={title}>
                <h3>{title}</h3>
                <TokenList kind={group.kind} names={partNames} values={values} />
              </div>
            ))
          ) : (
            <TokenList kind={group.kind} names={names} values={values} />
          )}
        </section>
      ))}
    </div>
  );
}

function groupParts(parts: readonly { title: string; match: RegExp }[], names: readonly string[]) {
  const left = new Set(names);
  return parts
    .map(({ title, match }) => {
      const mine = names.filter((name) => left.has(name) && match.test(name));
      mine.forEach((name) => left.delete(name));
      return { title, names: mine };
    })
    .filter(({ names: mine }) => mine.length > 0);
}

const meta = {
  title: 'Shared UI/Tokens',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: TokensPage,
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accent = canvas.getByText('--shop-color-accent').closest('li') as HTMLElement;
    await expect(within(accent).getByText('#f59e0b')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Spacing' })).toBeInTheDocument();
    await expect(canvas.getByText('--shop-space-12')).toBeInTheDocument();
    await expect(canvas.getByText('--shop-shadow-lg')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const accent = within(canvasElement).getByText('--shop-color-accent').closest('li') as HTMLElement;
    await expect(within(accent).getByText('#fbbf24')).toBeInTheDocument();
  },
};
