import type { Decorator, Parameters, Preview } from '@storybook/react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { ThemeRoot } from '@shop/shared/ui';
import type { ThemeName } from '@shop/shared/ui';
import { loadShop, releaseShop, withShop } from './shop-decorator';
import styles from './preview.module.css';

const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  // Whole screens (the dashboard frame) fill the canvas edge to edge: `parameters.canvasPadding: false`.
  const padded = context.parameters.canvasPadding !== false;
  return (
    <ThemeRoot theme={theme} className={context.viewMode === 'docs' ? docsClass(context.parameters) : padded ? styles.canvas : styles.bare}>
      <Story />
    </ThemeRoot>
  );
};

/**
 * On a docs page a story is as tall as what it shows, so a component's variants sit side by side on
 * one screen (in its own view it fills the canvas). A whole screen — edge to edge or on a seeded
 * shop — keeps a fixed height there and scrolls inside. A story that opens a modal at once shows in
 * a frame of its own (`modalStoryParameters`, shared/src/testing/story-steps.tsx).
 */
function docsClass(parameters: Parameters): string {
  const screen = parameters.canvasPadding === false || parameters.shop !== undefined;
  return [screen && styles.docsScreen, parameters.canvasPadding !== false && styles.docsPadded].filter(Boolean).join(' ');
}

/** The two sizes every screen is reviewed at (the smallest phone the product supports, and a laptop). */
export const VIEWPORTS = {
  phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // The last decorator is the outermost: the theme root wraps the shop's provider.
  decorators: [withShop, withTheme],
  loaders: [loadShop],
  beforeEach: [releaseShop],
  globalTypes: {
    theme: {
      description: 'Colour theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // The theme root paints the background, so the canvas itself has no padding or backdrop.
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/ } },
    viewport: { options: { ...MINIMAL_VIEWPORTS, ...VIEWPORTS } },
    // Violations fail the story's test; designers see them in the Accessibility panel.
    a11y: {
      test: 'error',
      // A story is a fragment, not a page: the rules about a page's own landmarks and h1 do not apply
      // (the story tests leave out the same ones). Everything else, contrast included, is checked.
      config: {
        rules: [
          { id: 'region', enabled: false },
          { id: 'landmark-one-main', enabled: false },
          { id: 'page-has-heading-one', enabled: false },
        ],
      },
    },
    options: {
      // By remote, then by screen, in the order a shop owner meets them.
      storySort: {
        order: [
          'Start here',
          'Shared UI',
          ['Tokens', '*'],
          'Landing',
          ['Page', 'Header', 'Hero', 'Demo store', 'How it works', 'Payment methods', 'Integrations', 'Testimonials', 'Pricing', 'FAQ', 'Footer', '*'],
          'Auth modal',
          ['Login', 'Signup', 'Verify', 'Reset', 'Reset sent', '*'],
          'Dashboard frame',
          ['Frame', 'Local mailbox', '*'],
          'POS',
          ['Till', 'Products', 'Current Sale', 'Receipt', '*'],
          'Partner widget',
          'Inventory',
          ['All Products', 'Product modal', '*'],
          'Customers',
          ['All Customers', 'Customer modal', '*'],
          'History',
          ['Sales History', 'Sale Details', '*'],
          'Dashboard',
          '*',
        ],
      },
    },
  },
};

export default preview;
