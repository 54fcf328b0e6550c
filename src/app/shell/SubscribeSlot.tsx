import { useEffect, useRef, useState } from 'react';
import { useDeferredCode, whenIdle, whenNearViewport } from '@/shared/lib';
import { loadSubscribeForm, SubscribeFormShell } from '@/features/content';

/** What the visitor had done with the shell when the form took its place. */
interface Handover {
  email: string;
  focus?: 'email' | 'submit';
  submit: boolean;
}

/**
 * The footer's subscribe form. formik and yup (about 22 KB) are not needed for the first
 * screen, so the page renders (and hydrates) the form's shell; the real form takes its place
 * once the page is idle and the footer comes near the screen, or at once when the visitor
 * touches the shell (docs/performance.md). What was typed, the focus and a press of Subscribe
 * carry over: the press is sent by the form once (docs/decisions.md, "No input lost to code
 * that is still loading").
 */
export const SubscribeSlot = () => {
  const slot = useRef<HTMLDivElement>(null);
  const { code, pending, prepare, press } = useDeferredCode(loadSubscribeForm);
  const submitted = useRef(false);
  const tookOver = useRef(false);
  const [handover, setHandover] = useState<Handover | null>(null);

  // Read when the code is in, not when it was asked for: the visitor may type on meanwhile.
  const takeOver = () => {
    if (tookOver.current) return;
    tookOver.current = true;
    const element = slot.current;
    const input = element?.querySelector<HTMLInputElement>('input[name="email"]');
    const active = document.activeElement;
    setHandover({
      email: input?.value ?? '',
      focus: active && active === input ? 'email' : active && element?.contains(active) ? 'submit' : undefined,
      submit: submitted.current,
    });
  };

  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    let cancelled = false;
    const touch = () => prepare('take-over', takeOver);
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

  const onShellSubmit = () => {
    submitted.current = true;
    press('take-over', takeOver);
  };

  const Form = code?.SubscribeForm;
  return (
    <div ref={slot}>
      {Form && handover ? (
        <Form initialEmail={handover.email} focus={handover.focus} submitOnArrival={handover.submit} />
      ) : (
        <SubscribeFormShell pending={pending} onSubmit={onShellSubmit} />
      )}
    </div>
  );
};
