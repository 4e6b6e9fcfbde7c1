import { useEffect, useRef, useState, type RefObject } from 'react';
import { cameraProblem, type CameraProblem } from './camera-errors';

type CameraState =
  | { status: 'starting' }
  | { status: 'loading' }
  | { status: 'scanning' }
  | { status: 'problem'; problem: CameraProblem };

/** How often a frame is read: often enough to feel instant, rarely enough to leave a cheap phone's CPU some air. */
const FRAME_INTERVAL_MS = 150;

/**
 * While mounted, runs the rear camera into `video` and reads a frame's barcodes every moment, passing the raw texts of
 * each read to `onRead` (an empty list when the read found none; a read that failed is not passed on). The reader (and
 * its WebAssembly) is loaded only here, the first time the camera opens. Every track is stopped when it unmounts (the
 * dialog closes), so the phone's camera light goes off.
 */
export function useCameraScan(
  video: RefObject<HTMLVideoElement | null>,
  onRead: (codes: string[]) => void,
): CameraState {
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  }, [onRead]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let element: HTMLVideoElement | null = null;

    const run = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({ status: 'problem', problem: window.isSecureContext ? 'noCamera' : 'insecure' });
        return;
      }
      const reader = import('./camera-engine').then((engine) => engine.createDetector());
      reader.catch(() => undefined);
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
      } catch (error) {
        if (!stopped) setState({ status: 'problem', problem: cameraProblem(error) });
        return;
      }
      element = video.current;
      if (stopped || !element) return stopTracks(stream);
      const playing = element;
      playing.srcObject = stream;
      await playing.play().catch(() => undefined);
      setState({ status: 'loading' });
      let detector;
      try {
        detector = await reader;
      } catch {
        if (!stopped) setState({ status: 'problem', problem: 'reader' });
        return;
      }
      if (stopped) return;
      setState({ status: 'scanning' });
      const readFrame = async () => {
        if (stopped) return;
        if (playing.readyState >= playing.HAVE_CURRENT_DATA) {
          const codes = await detector.detect(playing).catch(() => null);
          if (codes && !stopped) onReadRef.current(codes.map((code) => code.rawValue).filter((text) => text !== ''));
        }
        if (!stopped) timer = setTimeout(readFrame, FRAME_INTERVAL_MS);
      };
      void readFrame();
    };
    void run();

    return () => {
      stopped = true;
      clearTimeout(timer);
      if (stream) stopTracks(stream);
      if (element) element.srcObject = null;
    };
  }, [video]);

  return state;
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
