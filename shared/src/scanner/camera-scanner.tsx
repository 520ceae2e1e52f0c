// The camera scanner (issue #45): the back camera's picture in a dialog, each barcode read counted
// once while it stays in view (domain/scan-gate.ts), the torch where the camera has one, and a
// refused or missing camera said in words. What a code means (a product added, an unknown code)
// is the screen's: it gets each counted code and says the outcome under the picture.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createScanGate } from '../domain/scan-gate';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { createFrameReader } from './frame-reader';
import type { FrameReader } from './frame-reader';
import { cameraProblemOf, SCANNER_TEXT } from './scanner-words';
import type { CameraProblem } from './scanner-words';
import styles from './camera-scanner.module.css';

/** The performance mark a counted code leaves, timed at its camera frame (bench/camera-scan.mjs reads it). */
export const SCAN_FRAME_MARK = 'barcode-scan-frame';

export interface CameraScannerProps {
  open: boolean;
  onClose: () => void;
  /** A code read and counted (once while it stays in view). */
  onScan: (code: string) => void;
  /** The outcome of the last scan, in the screen's words, shown under the picture. */
  status?: ReactNode;
  /** Which reader to use: the browser's own where it has one, else ZXing's (frame-reader.ts). */
  prefer?: FrameReader['kind'];
}

type CameraState = { status: 'starting' } | { status: 'scanning'; torch: boolean | null } | { status: 'problem'; problem: CameraProblem };

type TorchTrack = MediaStreamTrack;
/** A camera's capabilities, which may say it has a torch (not yet in the DOM's types). */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/** The back camera, asked for by preference so that a laptop's only camera serves too. */
const CAMERA: MediaStreamConstraints = { audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } } };

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: number, metadata: { presentationTime?: number; captureTime?: number }) => void) => number;
};

/** Waits for the next frame of the picture; resolves with when it was shown (performance.now's clock). */
function nextFrame(video: VideoWithFrames): Promise<number> {
  return new Promise((resolve) => {
    if (typeof video.requestVideoFrameCallback === 'function') video.requestVideoFrameCallback((now, metadata) => resolve(metadata.captureTime ?? metadata.presentationTime ?? now));
    else requestAnimationFrame((now) => resolve(now));
  });
}

export function CameraScanner({ open, onClose, onScan, status, prefer }: CameraScannerProps) {
  const videoRef = useRef<VideoWithFrames>(null);
  const trackRef = useRef<TorchTrack | null>(null);
  const gateRef = useRef(createScanGate());
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return undefined;
    let stopped = false;
    let stream: MediaStream | null = null;
    setState({ status: 'starting' });
    gateRef.current.again();

    async function run(): Promise<void> {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({ status: 'problem', problem: 'unsupported' });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia(CAMERA);
      } catch (error) {
        if (!stopped) setState({ status: 'problem', problem: cameraProblemOf(error) });
        return;
      }
      if (stopped) return;
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      const track = (stream.getVideoTracks()[0] ?? null) as TorchTrack | null;
      trackRef.current = track;
      let reader: FrameReader;
      try {
        [reader] = await Promise.all([createFrameReader(prefer), video.play()]);
      } catch (error) {
        if (!stopped) setState({ status: 'problem', problem: error instanceof DOMException && error.name === 'NotAllowedError' ? 'refused' : 'readerFailed' });
        return;
      }
      if (stopped) return;
      const hasTorch = typeof track?.getCapabilities === 'function' && (track.getCapabilities() as TorchCapabilities).torch === true;
      setState({ status: 'scanning', torch: hasTorch ? false : null });
      while (!stopped) {
        const frameAt = await nextFrame(video);
        if (stopped) break;
        let codes: string[] = [];
        try {
          codes = await reader.read(video);
        } catch (error) {
          console.warn('A camera frame could not be read', error);
        }
        const code = codes[0];
        if (stopped || code === undefined) continue;
        if (!gateRef.current.admit(code, performance.now())) continue;
        performance.mark(SCAN_FRAME_MARK, { startTime: Math.min(frameAt, performance.now()), detail: code });
        onScanRef.current(code);
      }
    }

    run().catch((error: unknown) => {
      console.warn('The camera scanner stopped', error);
      if (!stopped) setState({ status: 'problem', problem: 'failed' });
    });
    return () => {
      stopped = true;
      trackRef.current = null;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, prefer, attempt]);

  const toggleTorch = useCallback(async () => {
    if (state.status !== 'scanning' || state.torch === null) return;
    const on = !state.torch;
    try {
      await trackRef.current?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setState({ status: 'scanning', torch: on });
    } catch (error) {
      console.warn('The torch could not be switched', error);
    }
  }, [state]);

  const problem = state.status === 'problem' ? state.problem : null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={SCANNER_TEXT.title}
      footer={
        <>
          {problem && problem !== 'unsupported' && problem !== 'noCamera' ? (
            <Button onClick={() => setAttempt((n) => n + 1)}>{SCANNER_TEXT.tryAgain}</Button>
          ) : null}
          {state.status === 'scanning' ? <Button onClick={() => gateRef.current.again()}>{SCANNER_TEXT.scanAgain}</Button> : null}
          <Button variant="primary" onClick={onClose}>
            {SCANNER_TEXT.done}
          </Button>
        </>
      }
    >
      {problem ? (
        <p role="alert" className={styles.problem}>
          {SCANNER_TEXT[problem]}
        </p>
      ) : (
        <div className={styles.view}>
          <video ref={videoRef} className={styles.picture} aria-label={SCANNER_TEXT.picture} muted playsInline />
          <div className={styles.frame} aria-hidden="true" />
          {state.status === 'scanning' && state.torch !== null ? (
            <Button size="sm" className={styles.torch} aria-pressed={state.torch} onClick={() => void toggleTorch()}>
              {state.torch ? SCANNER_TEXT.torchOff : SCANNER_TEXT.torchOn}
            </Button>
          ) : null}
        </div>
      )}
      <div className={styles.status} role="status" aria-live="polite">
        {problem ? null : state.status === 'starting' ? SCANNER_TEXT.starting : (status ?? SCANNER_TEXT.aim)}
      </div>
    </Modal>
  );
}
