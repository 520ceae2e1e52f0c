// The local adapter's files: product images kept as bytes in the database, shown through Blob URLs
// made once per page (or a `local-image:` URL where Blob URLs do not exist). Uploading, reading
// and deleting one (image-files.ts) load on first use (lazy-part.ts): the till only shows them.
import type { FilesApi } from '../port';
import type { Product } from '../../domain/entities';
import { lazyPart } from '../lazy-part';
import type { ImageRow, LocalDatabase } from './db';
import type { LocalSession } from './session';

/** The URL scheme used for images where `URL.createObjectURL` does not exist (Node without Blob URLs). */
export const LOCAL_IMAGE_URL_PREFIX = 'local-image:';

export interface LocalImages extends FilesApi {
  /** Products with the stored image's URL for this page. */
  withImageUrls(rows: Product[]): Promise<Product[]>;
  /** Releases the Blob URL of an image that is gone. */
  forget(path: string): void;
  /** Releases every Blob URL. */
  close(): void;
}

/** This page's URLs of stored images, which image-files.ts shares. */
export interface ImageUrls {
  /** The image's URL, made (and kept) now if it has none yet. */
  urlForImage(row: ImageRow): string;
  /** The URL already made for the image at `path`, if any. */
  cached(path: string): string | undefined;
  /** Releases the Blob URL of an image that is gone. */
  forget(path: string): void;
}

export function createLocalImages(db: LocalDatabase, session: LocalSession, now: () => Date): LocalImages {
  const objectUrls = new Map<string, string>();
  const canMakeObjectUrls = typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

  function urlForImage(row: ImageRow): string {
    if (!canMakeObjectUrls) return LOCAL_IMAGE_URL_PREFIX + row.path;
    let url = objectUrls.get(row.path);
    if (!url) {
      url = URL.createObjectURL(new Blob([row.data], { type: row.contentType }));
      objectUrls.set(row.path, url);
    }
    return url;
  }

  function forget(path: string): void {
    const url = objectUrls.get(path);
    if (url) {
      URL.revokeObjectURL(url);
      objectUrls.delete(path);
    }
  }

  const urls: ImageUrls = { urlForImage, cached: (path) => objectUrls.get(path), forget };

  return {
    forget,
    ...lazyPart<FilesApi, never, keyof FilesApi>(
      async () => (await import('./image-files')).createLocalImageFiles(db, session, now, urls),
      [],
      ['uploadProductImage', 'getImageUrl', 'deleteImage'],
    ),

    // Products carry the stored image's URL for this page: Blob URLs do not outlive the page, so the
    // one saved with the product is replaced by a fresh one whenever the image is still stored.
    async withImageUrls(rows) {
      if (!canMakeObjectUrls) {
        return rows.map((p) => (p.imagePath ? { ...p, imageUrl: LOCAL_IMAGE_URL_PREFIX + p.imagePath } : p));
      }
      const missing = [...new Set(rows.flatMap((p) => (p.imagePath && !objectUrls.has(p.imagePath) ? [p.imagePath] : [])))];
      if (missing.length > 0) {
        for (const image of await db.images.bulkGet(missing)) if (image) urlForImage(image);
      }
      return rows.map((p) => {
        const url = p.imagePath ? objectUrls.get(p.imagePath) : undefined;
        return url ? { ...p, imageUrl: url } : p;
      });
    },

    close() {
      for (const path of [...objectUrls.keys()]) forget(path);
    },
  };
}
