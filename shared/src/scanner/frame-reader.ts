// Reads barcodes from the camera's frames (issue #45): the browser's own BarcodeDetector where it
// has one that knows the shop's formats (Chrome on Android, macOS and ChromeOS; Safari has none),
// else ZXing's WebAssembly reader (zxing-wasm), so Safari and Firefox scan too. The reader and its
// .wasm load here, on the first scan, never with the till.
import type { ReaderOptions } from 'zxing-wasm/reader';

/** What reads one frame: the codes seen in it (none most of the time). */
export interface FrameReader {
  readonly kind: 'barcode-detector' | 'zxing-wasm';
  read(frame: HTMLVideoElement): Promise<string[]>;
}

/** The formats of domain/barcodes.ts as each reader names them. */
const DETECTOR_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'code_128'];
const ZXING_OPTIONS: ReaderOptions = { formats: ['EAN13', 'EAN8', 'UPCA', 'Code128'], tryHarder: true, maxNumberOfSymbols: 1 };
/** Frames are read at most this wide: enough for a barcode filling a third of the view, and quick. */
const MAX_FRAME_WIDTH = 960;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    if (!DETECTOR_FORMATS.every((format) => supported.includes(format))) return null;
    const detector = new Detector({ formats: DETECTOR_FORMATS });
    return { kind: 'barcode-detector', read: async (frame) => (await detector.detect(frame)).map((found) => found.rawValue) };
  } catch {
    return null;
  }
}

async function wasmReader(): Promise<FrameReader> {
  const zxing = await import(/* webpackChunkName: "online-only-zxing-reader" */ 'zxing-wasm/reader');
  // The .wasm is one of the build's own files, never fetched from elsewhere.
  const wasmUrl = new URL('../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm', import.meta.url).href;
  await zxing.prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) }, fireImmediately: true });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot read the camera\'s picture.');
  return {
    kind: 'zxing-wasm',
    async read(frame) {
      const width = frame.videoWidth;
      const height = frame.videoHeight;
      if (width === 0 || height === 0) return [];
      const scale = Math.min(1, MAX_FRAME_WIDTH / width);
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(frame, 0, 0, canvas.width, canvas.height);
      const results = await zxing.readBarcodes(context.getImageData(0, 0, canvas.width, canvas.height), ZXING_OPTIONS);
      return results.filter((result) => result.isValid && result.text !== '').map((result) => result.text);
    },
  };
}

/** The best reader this browser has: its own, else ZXing's (`prefer` 'zxing-wasm' skips the browser's). */
export async function createFrameReader(prefer?: FrameReader['kind']): Promise<FrameReader> {
  if (prefer !== 'zxing-wasm') {
    const native = await nativeReader();
    if (native) return native;
  }
  return wasmReader();
}
