/* global __FEDERATION_RUNTIME_VERSION__ -- defined at build time by tooling/rspack/create-config.mjs */
// The federation runtime for a remote's own page. In production most remotes are built without
// a copy of the runtime (the shell provides one: ~17 KB gzip saved per remote); their standalone
// pages load this small script first so the remote finds the runtime where the shell would put it.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const globalRef = runtimeCore.Global;
if (!globalRef._FEDERATION_RUNTIME_CORE) {
  globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalRef._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone-page', version: __FEDERATION_RUNTIME_VERSION__ };
}
