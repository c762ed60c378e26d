import { type Dispatch, type RefObject, type TouchEvent, useEffect, useRef } from 'react';
import { type PreviewerAction, swipeStep } from './previewer-rules.ts';

type Gesture =
  | { kind: 'swipe'; x: number; y: number }
  | { kind: 'pinch'; startDistance: number; startScale: number };

interface Point {
  clientX: number;
  clientY: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);

/**
 * Wheel, pinch and swipe on the previewer's stage, turned into reducer actions. Returns the touch
 * handlers for the stage; the wheel listener is attached natively because React's is passive and
 * could not stop the page (or the browser's ctrl+wheel zoom) from reacting too.
 */
export function usePreviewerGestures(
  stageRef: RefObject<HTMLElement | null>,
  scale: number,
  total: number,
  dispatch: Dispatch<PreviewerAction>,
) {
  const gesture = useRef<Gesture | null>(null);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      dispatch({ type: 'wheel', deltaY: event.deltaY, deltaMode: event.deltaMode });
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stageRef, dispatch]);

  return {
    onTouchStart(event: TouchEvent) {
      const [first, second] = [event.touches[0], event.touches[1]];
      if (first && second) {
        gesture.current = { kind: 'pinch', startDistance: distance(first, second), startScale: scale };
      } else if (first) {
        gesture.current = { kind: 'swipe', x: first.clientX, y: first.clientY };
      }
    },
    onTouchMove(event: TouchEvent) {
      const current = gesture.current;
      const [first, second] = [event.touches[0], event.touches[1]];
      if (current?.kind !== 'pinch' || !first || !second) return;
      dispatch({
        type: 'pinch',
        startScale: current.startScale,
        startDistance: current.startDistance,
        distance: distance(first, second),
      });
    },
    onTouchEnd(event: TouchEvent) {
      const current = gesture.current;
      if (current?.kind === 'swipe') {
        gesture.current = null;
        const end = event.changedTouches[0];
        const step = end ? swipeStep(end.clientX - current.x, end.clientY - current.y) : 0;
        if (step !== 0) dispatch({ type: 'step', delta: step, total });
      } else if (event.touches.length === 0) {
        // The last finger of a pinch left: lifting fingers one by one must not count as a swipe.
        gesture.current = null;
      }
    },
    onTouchCancel() {
      gesture.current = null;
    },
  };
}
