// The runtime configuration is asked for at once, while the root config loads, not after it ran
// (the remotes and the session wait on it).
import { requestRuntimeConfig } from './runtime-config';

requestRuntimeConfig();
// The async boundary lets module federation agree on shared modules before any of them runs.
// Named, so the build can list its files for the prerendered page to prefetch (tooling/prerender-landing.mjs).
import(/* webpackChunkName: "root-config" */ './root-config');
