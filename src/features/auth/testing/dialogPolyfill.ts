/** jsdom has no modal dialogs; the shared Dialog only needs them to toggle `open`. */
export const polyfillModalDialogs = (): void => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
};
