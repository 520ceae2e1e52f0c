// Mounts a remote on its own page (its dev/review page), outside the shell.
import type { RemoteLifecycles } from './create-lifecycles';

export async function mountStandalone<P extends object>(
  lifecycles: RemoteLifecycles<P>,
  name: string,
  domElement: HTMLElement,
  props: P = {} as P,
): Promise<() => Promise<void>> {
  const appProps = {
    ...props,
    name,
    domElement,
    singleSpa: undefined as never,
    mountParcel: undefined as never,
  };
  const run = async (lifecycle: unknown) => {
    const fns = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
    for (const fn of fns) await (fn as (p: typeof appProps) => Promise<unknown>)(appProps);
  };
  await run(lifecycles.bootstrap);
  await run(lifecycles.mount);
  return () => run(lifecycles.unmount);
}
