/**
 * Kumul, the assistant's mascot: a Raggiana bird of paradise drawn inline in four frames (no image downloads).
 * It animates on hover, on click and while Kumul is typing, with spec section 9's timings, and not at all for
 * visitors who ask for reduced motion.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const MASCOT_TIMINGS = {
  hover: { durationMs: 800, frameMs: 250 },
  click: { durationMs: 1000, frameMs: 150 },
  typing: { durationMs: 1800, frameMs: 350 },
} as const;
export type MascotMotion = keyof typeof MASCOT_TIMINGS;

/** Frame by frame: the angle of the plumes, of the wing, and the head's tilt. */
const FRAMES = [
  { plume: 0, wing: 0, head: 0 },
  { plume: -12, wing: -18, head: -6 },
  { plume: -20, wing: -30, head: 0 },
  { plume: -8, wing: -12, head: 6 },
] as const;

/**
 * The mascot's frame, and `play` to animate it: the frame moves on every `frameMs` (0, 1, 2, 3, 0, ...) and rests on
 * the first frame once `durationMs` is over. A new motion replaces the one playing.
 */
export function useMascot() {
  const [frame, setFrame] = useState(0);
  const timers = useRef<{ frames?: number; end?: number }>({});
  const stop = useCallback(() => {
    window.clearInterval(timers.current.frames);
    window.clearTimeout(timers.current.end);
  }, []);
  const play = useCallback(
    (motion: MascotMotion) => {
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
      const { durationMs, frameMs } = MASCOT_TIMINGS[motion];
      stop();
      let shown = 0;
      timers.current.frames = window.setInterval(() => {
        shown = (shown + 1) % FRAMES.length;
        setFrame(shown);
      }, frameMs);
      timers.current.end = window.setTimeout(() => {
        stop();
        setFrame(0);
      }, durationMs);
    },
    [stop],
  );
  useEffect(() => stop, [stop]);
  return { frame, play };
}

export function Mascot({ frame = 0 }: { frame?: number }) {
  const { plume, wing, head } = FRAMES[frame % FRAMES.length]!;
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-frame={frame}>
      <g transform={`rotate(${plume} 20 30)`} fill="none" strokeLinecap="round">
        <path d="M20 30c-6 4-12 4-17 1" stroke="#f97316" strokeWidth="3" />
        <path d="M20 31c-5 7-11 9-17 9" stroke="#fb923c" strokeWidth="3" />
        <path d="M21 32c-3 7-5 11-11 14" stroke="#fdba74" strokeWidth="2" />
      </g>
      <path d="M16 26c0-8 6-12 13-12 6 0 9 5 9 10 0 8-7 12-13 12-5 0-9-4-9-10z" fill="#7c2d12" />
      <path d="M22 30c4 2 10 1 13-3" stroke="#0f766e" strokeWidth="2.5" fill="none" />
      <path d="M24 22c3-3 8-3 10 0-3 3-7 3-10 0z" fill="#92400e" transform={`rotate(${wing} 26 22)`} />
      <g transform={`rotate(${head} 34 14)`}>
        <circle cx="34" cy="12" r="6" fill="#facc15" />
        <path d="M31 15c2 2 5 2 7 0" stroke="#065f46" strokeWidth="2" fill="none" />
        <circle cx="35.5" cy="10.5" r="1.2" fill="#0f172a" />
        <path d="M39 11l6 2-6 1.5z" fill="#cbd5e1" />
      </g>
    </svg>
  );
}
