// The Firebase adapter's files: product images in Storage at `products/{uid}/{timestamp}_{filename}`,
// in the folder of the shop's owner, whoever uploads them (the owner, or a manager on their own
// account: storage.rules lets whoever may edit the shop's products).
import { deleteObject, getDownloadURL, ref as storageRef, uploadBytes } from 'firebase/storage';
import { BackendError } from '../errors';
import type { FilesApi, ImageFile, UploadedImage } from '../port';
import { shopUidOf } from '../port';
import { checkImage } from '../records';
import { productImagePath } from '../../domain/ids';
import type { FirebaseContext } from './context';
import { mapped } from './errors';

export type FirebaseFiles = FilesApi;

export function createFirebaseFiles(context: FirebaseContext): FirebaseFiles {
  const { storage, now, requireImageOwner } = context;
  return {
    async uploadProductImage(uid, file: ImageFile): Promise<UploadedImage> {
      const user = context.currentUser();
      if (!user) throw new BackendError('storage/unauthenticated');
      if (shopUidOf(user) !== uid) throw new BackendError('storage/unauthorized');
      checkImage(file);
      const path = productImagePath(uid, file.name, now());
      const target = storageRef(storage, path);
      await mapped(() => uploadBytes(target, file, { contentType: file.type }));
      const url = await mapped(() => getDownloadURL(target));
      return { path, url };
    },

    async getImageUrl(path) {
      requireImageOwner(path);
      return mapped(() => getDownloadURL(storageRef(storage, path)));
    },

    async deleteImage(path) {
      requireImageOwner(path);
      await mapped(() => deleteObject(storageRef(storage, path)));
    },
  };
}
