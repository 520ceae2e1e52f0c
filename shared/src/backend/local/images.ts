// The local adapter's files: product images kept as bytes in the database, shown through Blob URLs
// made once per page (or a `local-image:` URL where Blob URLs do not exist).
import { BackendError, objectNotFound } from '../errors';
import type { FilesApi, ImageFile, UploadedImage } from '../port';
import type { Product } from '../../domain/entities';
import { checkImage } from '../records';
import { ownerOfImagePath, productImagePath } from '../../domain/ids';
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

  function requireImageOwner(path: string): string {
    const owner = ownerOfImagePath(path);
    const current = session.current();
    if (!current) throw new BackendError('storage/unauthenticated');
    if (owner !== current.uid) throw new BackendError('storage/unauthorized');
    return owner;
  }

  async function imageExists(path: string): Promise<boolean> {
    return (await db.images.where(':id').equals(path).count()) > 0;
  }

  return {
    forget,

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

    async uploadProductImage(uid, file: ImageFile): Promise<UploadedImage> {
      const current = session.current();
      if (!current) throw new BackendError('storage/unauthenticated');
      if (current.uid !== uid) throw new BackendError('storage/unauthorized');
      checkImage(file);
      const data = await file.arrayBuffer();
      let timestamp = now().getTime();
      let path = productImagePath(uid, file.name, new Date(timestamp));
      while (await imageExists(path)) path = productImagePath(uid, file.name, new Date((timestamp += 1)));
      const row: ImageRow = { path, ownerUid: uid, name: file.name, contentType: file.type, size: file.size, data, createdAt: now() };
      await db.images.add(row);
      return { path, url: urlForImage(row) };
    },

    async getImageUrl(path) {
      requireImageOwner(path);
      const cached = objectUrls.get(path);
      if (cached && (await imageExists(path))) return cached;
      const row = await db.images.get(path);
      if (!row) {
        forget(path);
        throw objectNotFound(path);
      }
      return urlForImage(row);
    },

    async deleteImage(path) {
      requireImageOwner(path);
      const existed = await db.transaction('rw', db.images, async () => {
        if (!(await imageExists(path))) return false;
        await db.images.delete(path);
        return true;
      });
      forget(path);
      if (!existed) throw objectNotFound(path);
    },

    close() {
      for (const path of [...objectUrls.keys()]) forget(path);
    },
  };
}
