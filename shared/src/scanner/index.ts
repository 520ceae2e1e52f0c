// The camera scanner (issue #45), a chunk of its own: screens import() it on the first scan, so
// the till and the partner widget never load it up front.
export { CameraScanner, SCAN_FRAME_MARK } from './camera-scanner';
export type { CameraScannerProps } from './camera-scanner';
export { createFrameReader } from './frame-reader';
export type { FrameReader } from './frame-reader';
export { scanFeedback } from './scan-feedback';
export { cameraProblemOf, SCANNER_TEXT } from './scanner-words';
export type { CameraProblem } from './scanner-words';
