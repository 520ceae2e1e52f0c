import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

// One Storybook for the whole suite: the shared design system, the shell and every remote.
const config: StorybookConfig = {
  stories: [
    '../docs/storybook/*.mdx',
    '../shared/src/**/*.stories.@(ts|tsx)',
    '../shell/src/**/*.stories.@(ts|tsx)',
    '../mfe-*/src/**/*.stories.@(ts|tsx)',
  ],
  // Accessibility panel (axe in the real browser, colour contrast included) beside every story;
  // docs pages (autodocs with controls from the props, and the Start here page).
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  // The framework compiles TSX with SWC but does not add the React plugin (automatic JSX runtime,
  // fast refresh); CSS Modules (*.module.css) are Rsbuild's default.
  rsbuildFinal: (rsbuildConfig) => mergeRsbuildConfig(rsbuildConfig, { plugins: [pluginReact()] }),
};

export default config;
