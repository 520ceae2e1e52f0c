// Picked files for the image field's tests and stories (kept apart from the testing-library render
// helper, so stories can use it too).

/** A file of `size` bytes without allocating them. */
export function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
