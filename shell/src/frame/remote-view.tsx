// Mounts a remote's `./app` as a single-spa parcel inside the frame.
import { useCallback, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import type { ParcelConfigObject } from 'single-spa';
import { RemoteFailure } from '@shop/shared/mfe';
import { loadRemoteApp } from '../remotes';
import type { RemoteKey } from '../runtime-config';

export function RemoteView({ remote, expose = './app', label }: { remote: RemoteKey; expose?: string; label: string }) {
  const [failed, setFailed] = useState<Error | null>(null);
  const config = useCallback(() => loadRemoteApp(remote, expose) as Promise<ParcelConfigObject>, [remote, expose]);
  if (failed) return <RemoteFailure label={label} error={failed} />;
  return (
    <Parcel
      key={`${remote}${expose}`}
      config={config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName="remote-view"
      handleError={(error: Error) => setFailed(error)}
    />
  );
}
