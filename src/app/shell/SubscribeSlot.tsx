import { useEffect, useRef } from 'react';
import { useDeferredCode, whenIdle, whenNearViewport } from '@/shared/lib';
import { loadSubscribeForm, SubscribeFormShell, type SubscribeHandOver } from '@/features/content';

/**
 * The footer's subscribe form. formik and yup are large and not needed for the first screen, so the
 * page renders (and hydrates) the form's shell; the real form takes its place once the page is idle
 * and the footer comes near the screen, or at once when the visitor touches the shell
 * (docs/performance.md, "Load tasks and the start"). What was typed, the focus and a press of
 * Subscribe are noted as the shell leaves and carried on by the form in the same commit: a press is
 * sent once (docs/decisions.md, "No input lost to code that is still loading").
 */
export const SubscribeSlot = () => {
  const slot = useRef<HTMLDivElement>(null);
  const handOver = useRef<SubscribeHandOver | null>(null);
  const { code, pending, prepare, press } = useDeferredCode(loadSubscribeForm);

  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    let cancelled = false;
    const touch = () => prepare();
    element.addEventListener('focusin', touch);
    element.addEventListener('pointerdown', touch);
    void whenIdle()
      .then(() => whenNearViewport(element))
      .then(() => {
        if (!cancelled) touch();
      });
    return () => {
      cancelled = true;
      element.removeEventListener('focusin', touch);
      element.removeEventListener('pointerdown', touch);
    };
  }, [prepare]);

  const Form = code?.SubscribeForm;
  return (
    <div ref={slot}>
      {Form ? (
        <Form handOver={handOver} />
      ) : (
        <SubscribeFormShell pending={pending} onSubmit={() => press('submit', () => undefined)} handOver={handOver} />
      )}
    </div>
  );
};
