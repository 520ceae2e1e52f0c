// The storefront's first view (issue 43, point 6): the published store read without the backend —
// no session, no Dexie, no Firebase SDK — by the backend the configuration names: on the embedded
// backend this browser's database read as it is (backend/local/published-store-reader.ts), on
// Firebase one GET of Firestore's REST API (backend/firebase/published-store-rest.ts). The page
// loads the whole backend later, for what a customer does (mfe-store/src/store-api.ts).
import type { PublishedStore } from '../backend/port';
import { readKeptPublishedStore } from '../backend/local/published-store-reader';
import { readPublishedStoreOverRest } from '../backend/firebase/published-store-rest';
import type { BackendConfig } from './session';

export interface PublishedStoreReader {
  /**
   * The published store at `/s/<name>`, or null when there is none or it is off (as the backend's
   * readPublishedStore says); where not `final`, null is only "not here": the backend's read decides.
   */
  read(name: string): Promise<PublishedStore | null>;
  /**
   * Whether the backend's own read gives the same answer. Firebase's server keeps the record up to
   * date, so it does; the embedded backends rebuild the record at their read (no server runs),
   * so this one is the record as last published, and the page reads it again through the backend.
   */
  final: boolean;
}

/**
 * The light reader of the published store on the backend `config` names (the embedded one unless
 * told). On Firebase, `written` gives the record the page was sent with, when the suite's server
 * read it for the page (published-store-rest.ts, PublishedStoreRestOptions.written).
 */
export function publishedStoreReader(config: BackendConfig = { type: 'local' }, { written }: { written?: (name: string) => unknown } = {}): PublishedStoreReader {
  if (config.type === 'firebase') {
    const options = { projectId: config.firebase.projectId ?? '', apiKey: config.firebase.apiKey, emulatorHost: config.emulators?.firestore, written };
    return { final: true, read: (name) => readPublishedStoreOverRest(name, options) };
  }
  return {
    final: false,
    // A photo kept in this browser is shown through a Blob URL made by the page that reads it
    // (local/images.ts): the kept record's are an earlier page's and show nothing. A store with
    // photos is left to the backend's read (null here), which makes them for this page.
    read: async (name) => {
      const store = await readKeptPublishedStore(name, config.dbName);
      return store?.products.some((product) => product.imageUrl !== null && !/^https?:/.test(product.imageUrl)) ? null : store;
    },
  };
}
