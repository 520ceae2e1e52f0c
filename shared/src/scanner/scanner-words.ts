// The camera scanner's words (issue #45). A refused or missing camera never stops the sale: the
// keyboard path (a USB scanner, or the code typed in the search box) stays.

export const SCANNER_TEXT = {
  title: 'Scan with the camera',
  picture: 'Camera picture',
  starting: 'Starting the camera…',
  loadingReader: 'Getting the barcode reader ready…',
  aim: 'Hold a barcode inside the frame.',
  torchOn: 'Torch on',
  torchOff: 'Torch off',
  scanAgain: 'Scan the same code again',
  done: 'Done',
  tryAgain: 'Try again',
  refused:
    "The camera is blocked for this page. Allow the camera in the browser's site settings to scan with it; a barcode scanner or the search box still adds products.",
  noCamera: 'No camera was found on this device. A barcode scanner or the search box still adds products.',
  unsupported: 'This browser cannot use a camera here. A barcode scanner or the search box still adds products.',
  failed: 'The camera could not start. Close other apps that use it, then try again.',
  readerFailed: 'The barcode reader could not load. Check the connection, then try again.',
} as const;

export type CameraProblem = 'refused' | 'noCamera' | 'unsupported' | 'failed' | 'readerFailed';

/** What a failed getUserMedia means, in the scanner's words (its DOMException's name). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noCamera';
  if (name === 'TypeError') return 'unsupported';
  return 'failed';
}
