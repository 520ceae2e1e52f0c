import './tokens.css';
import { createContext, useContext, useMemo } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export type ThemeName = 'light' | 'dark';

/** The class that carries the design tokens; see tokens.css. */
export const THEME_CLASS = 'shop-theme';

interface ThemeContextValue {
  theme: ThemeName;
  /** Where overlays (modals) are portalled; null means document.body. */
  portalContainer: Element | DocumentFragment | null;
}

const ThemeContext = createContext<ThemeContextValue>({ theme: 'light', portalContainer: null });

/** The theme and portal container of the nearest ThemeRoot. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}

export interface ThemeRootProps extends ComponentPropsWithRef<'div'> {
  /** Defaults to the enclosing root's theme, or light. */
  theme?: ThemeName;
  /**
   * Where modals inside this root are rendered. The partner widget passes a node inside its shadow
   * root so that overlays stay within its isolated styles; by default they go to document.body.
   */
  portalContainer?: Element | DocumentFragment | null;
  children?: ReactNode;
}

/**
 * The root every app and widget wraps its UI in: it carries the tokens (as a class, not :root, so
 * nothing leaks into a host page) and tells portalled overlays which theme and container to use.
 */
export function ThemeRoot({ theme: chosen, portalContainer = null, className, children, ...rest }: ThemeRootProps) {
  // Without a theme of its own, a root follows the one it sits in (light at the top).
  const enclosing = useTheme().theme;
  const theme = chosen ?? enclosing;
  const value = useMemo(() => ({ theme, portalContainer }), [theme, portalContainer]);
  return (
    <ThemeContext value={value}>
      <div {...rest} className={className ? `${THEME_CLASS} ${className}` : THEME_CLASS} data-theme={theme}>
        {children}
      </div>
    </ThemeContext>
  );
}
