/**
 * What jsdom lacks and real browsers have, filled in once for every test.
 */

import { webcrypto } from 'node:crypto';

export const fillJsdomGaps = (): void => {
  /**
   * jsdom's `crypto` has getRandomValues but no `subtle`; the request signature needs its HMAC
   * (src/shared/api/signature.ts). Node's Web Crypto is the same API.
   */
  if (!globalThis.crypto.subtle)
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });

  /** jsdom has no modal dialogs; the shared Dialog only needs them to toggle `open`. */
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show ??= function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };

  /**
   * React 19 builds `new FormData(form, submitter)` when a submit handler starts a transition
   * (react-router navigations do). jest-fixed-jsdom swaps in Node's FormData, which cannot read
   * a form; this one can, as the browser's does, and behaves as Node's otherwise (msw bodies).
   */
  const NodeFormData = globalThis.FormData;
  class FormFormData extends NodeFormData {
    constructor(form?: HTMLFormElement) {
      super();
      for (const element of Array.from(form?.elements ?? [])) {
        if (element instanceof HTMLInputElement && element.name) this.append(element.name, element.value);
      }
    }
  }
  globalThis.FormData = FormFormData as typeof FormData;
};
