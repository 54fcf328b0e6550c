import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle, whenNearViewport } from '@/shared/lib';
import { loadSubscribeForm, SubscribeFormShell } from '@/features/content';

const SubscribeForm = lazy(() => loadSubscribeForm().then((module) => ({ default: module.SubscribeForm })));

/** What the visitor had done with the shell when the form took its place. */
interface Handover {
  email: string;
  focused: boolean;
}

/**
 * The footer's subscribe form. formik and yup (about 22 KB) are not needed for the first
 * screen, so the page renders (and hydrates) the form's shell; the real form takes its place
 * once the page is idle and the footer comes near the screen, or at once when the visitor
 * touches the shell (docs/performance.md). What was typed and the focus carry over.
 */
export const SubscribeSlot = () => {
  const slot = useRef<HTMLDivElement>(null);
  const [handover, setHandover] = useState<Handover | null>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    let done = false;
    const swap = () => {
      if (done) return;
      done = true;
      const input = element.querySelector<HTMLInputElement>('input[name="email"]');
      // The chunk first, so that the shell stays until the form can be shown in one step.
      void loadSubscribeForm()
        .catch(() => undefined)
        .then(() =>
          setHandover({ email: input?.value ?? '', focused: input !== null && document.activeElement === input }),
        );
    };
    // The shell is no form yet: a press must not submit it the browser's way (a page load).
    const blockNativeSubmit = (event: Event) => event.preventDefault();
    element.addEventListener('submit', blockNativeSubmit, true);
    element.addEventListener('focusin', swap);
    element.addEventListener('pointerdown', swap);
    void whenIdle()
      .then(() => whenNearViewport(element))
      .then(swap);
    return () => {
      done = true;
      element.removeEventListener('submit', blockNativeSubmit, true);
      element.removeEventListener('focusin', swap);
      element.removeEventListener('pointerdown', swap);
    };
  }, []);

  return (
    <div ref={slot}>
      {handover ? (
        <Suspense fallback={<SubscribeFormShell />}>
          <SubscribeForm initialEmail={handover.email} focusEmail={handover.focused} />
        </Suspense>
      ) : (
        <SubscribeFormShell />
      )}
    </div>
  );
};
