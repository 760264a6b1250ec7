// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mascot, useMascot, type MascotMotion } from './mascot';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let play: (motion: MascotMotion) => void = () => {};
function Probe() {
  const mascot = useMascot();
  play = mascot.play;
  return <Mascot frame={mascot.frame} />;
}

/** The frame shown at each step of `stepMs`, from the start of a motion until `untilMs`. */
function framesOf(motion: MascotMotion, stepMs: number, untilMs: number): number[] {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<Probe />));
  act(() => play(motion));
  const frames: number[] = [];
  for (let at = 0; at <= untilMs; at += stepMs) {
    frames.push(Number(container.querySelector('svg')!.getAttribute('data-frame')));
    act(() => vi.advanceTimersByTime(stepMs));
  }
  act(() => root.unmount());
  return frames;
}

describe('the mascot (spec 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('on a click, moves every 150 ms through its four frames for 1000 ms, then rests', () => {
    expect(framesOf('click', 150, 1200)).toEqual([0, 1, 2, 3, 0, 1, 2, 0, 0]);
  });

  it('while typing, moves every 350 ms for 1800 ms', () => {
    expect(framesOf('typing', 350, 2450)).toEqual([0, 1, 2, 3, 0, 1, 0, 0]);
  });

  it('on hover, moves every 250 ms for 800 ms: one round of the four frames', () => {
    expect(framesOf('hover', 250, 1000)).toEqual([0, 1, 2, 3, 0]);
  });

  it('rests at once for visitors who ask for reduced motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    expect(framesOf('click', 150, 600)).toEqual([0, 0, 0, 0, 0]);
    matchMedia.mockRestore();
  });
});
