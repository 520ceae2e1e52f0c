// The local adapter's files but their URLs: uploading, reading and deleting a product image, loaded
// on first use (images.ts) — the till shows products' images but never uploads or deletes one.
import { BackendError, objectNotFound } from '../errors';
import type { FilesApi, ImageFile, UploadedImage } from '../port';
import { checkImage } from '../records';
import { ownerOfImagePath, productImagePath } from '../../domain/ids';
import type { ImageRow, LocalDatabase } from './db';
import type { ImageUrls } from './images';
import type { LocalSession } from './session';

export function createLocalImageFiles(db: LocalDatabase, session: LocalSession, now: () => Date, urls: ImageUrls): FilesApi {
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
      return { path, url: urls.urlForImage(row) };
    },

    async getImageUrl(path) {
      requireImageOwner(path);
      const cached = urls.cached(path);
      if (cached && (await imageExists(path))) return cached;
      const row = await db.images.get(path);
      if (!row) {
        urls.forget(path);
        throw objectNotFound(path);
      }
      return urls.urlForImage(row);
    },

    async deleteImage(path) {
      requireImageOwner(path);
      const existed = await db.transaction('rw', db.images, async () => {
        if (!(await imageExists(path))) return false;
        await db.images.delete(path);
        return true;
      });
      urls.forget(path);
      if (!existed) throw objectNotFound(path);
    },
  };
}
