import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import { whenIdle } from '@/shared/lib';
import { loadSubscribeForm } from '@/features/content';

const SLOT_ID = 'footer-subscribe';

let wake: () => void = () => undefined;
/** Resolved by the visitor's first touch of the form: its code is wanted now. */
const touched = new Promise<void>((resolve) => {
  wake = resolve;
});

/**
 * formik and yup (about 22 KB) are not needed for the first screen: the form's code loads once
 * the page is idle, or at once when the visitor touches the form. Prerendered pages show the
 * form's HTML meanwhile (docs/performance.md). Waiting also for the footer to come near the
 * screen was tried: React drops a dehydrated boundary's HTML when the page above it updates
 * before its code is there, so the form was missing until then.
 */
const SubscribeForm = lazy(() =>
  Promise.race([whenIdle(), touched])
    .then(loadSubscribeForm)
    .then((module) => ({ default: module.SubscribeForm })),
);

/**
 * The footer's subscribe form. Memoised so that the footer's own re-renders do not reach the
 * prerendered form while it is still a dehydrated Suspense boundary.
 */
export const SubscribeSlot = memo(function SubscribeSlot({ fallbackClassName }: { fallbackClassName?: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    // Native listeners: until its code has loaded, React does not own the prerendered form yet.
    // A press then must not submit it the browser's way (a page load with `?email=`); it only
    // asks for the code, and the next press works.
    const blockNativeSubmit = (event: Event) => event.preventDefault();
    element.addEventListener('submit', blockNativeSubmit, true);
    element.addEventListener('focusin', wake);
    element.addEventListener('pointerdown', wake);
    return () => {
      element.removeEventListener('submit', blockNativeSubmit, true);
      element.removeEventListener('focusin', wake);
      element.removeEventListener('pointerdown', wake);
    };
  }, []);
  return (
    <div id={SLOT_ID} ref={slot}>
      <Suspense fallback={<div className={fallbackClassName} />}>
        <SubscribeForm />
      </Suspense>
    </div>
  );
});
