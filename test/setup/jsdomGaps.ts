/**
 * What jsdom lacks and real browsers have, filled in once for every test.
 */

import { createHmac } from 'node:crypto';
import { performance as nodePerformance } from 'node:perf_hooks';

/**
 * The two calls of Web Crypto the request signature makes (src/shared/api/signature.ts), on
 * Node's HMAC. Node's own `webcrypto.subtle` would do, but under jest each call takes about
 * 100 ms (it hops through the thread pool), which pushed answers past the tests' waits;
 * src/shared/api/signature.test.ts checks the app's signer on Node's real Web Crypto.
 */
const hmacSubtle = {
  importKey: (_format: 'raw', keyData: Uint8Array) => Promise.resolve({ keyData } as unknown as CryptoKey),
  sign: (_algorithm: 'HMAC', key: CryptoKey, data: Uint8Array) => {
    const { keyData } = key as unknown as { keyData: Uint8Array };
    const mac = createHmac('sha256', keyData).update(data).digest();
    return Promise.resolve(mac.buffer.slice(mac.byteOffset, mac.byteOffset + mac.byteLength));
  },
} as unknown as SubtleCrypto;

export const fillJsdomGaps = (): void => {
  /** jsdom's `performance` has no User Timing (the app's start mark, src/app/start.tsx): Node's. */
  if (typeof performance.mark !== 'function')
    performance.mark = nodePerformance.mark.bind(nodePerformance) as unknown as Performance['mark'];

  /** jsdom has no `reportError` (start.tsx reports React's recoverable errors with it): as the browser's, an error event. */
  if (typeof window.reportError !== 'function')
    window.reportError = (error: unknown) =>
      void window.dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));

  /** jsdom's `crypto` has getRandomValues but no `subtle` (see hmacSubtle above). */
  if (!globalThis.crypto.subtle)
    Object.defineProperty(globalThis.crypto, 'subtle', { value: hmacSubtle, configurable: true });

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
