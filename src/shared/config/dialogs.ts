/**
 * The app's dialogs, each with what it is opened with (`undefined`: nothing). The one
 * registry: `openDialog`, `toggleDialog`, `closeDialog` and `selectDialogData` take their types
 * from here, and src/app/shell/DialogHost.tsx must map every id to a component, so a new line
 * here is all the compiler needs to check every caller (docs/decisions.md, "Dialogs").
 */
export interface DialogPayloads {
  city: undefined;
  /** The tab shown first, and a phone typed elsewhere (recovery) to start from. */
  auth: { mode: 'signIn' | 'register'; phone?: string };
  /** The phone typed in the sign-in form, so it need not be typed again. */
  recovery: { phone: string };
  'mobile-menu': undefined;
  'mobile-search': undefined;
  /** The camera barcode scanner; closing it without a hit reopens the mobile search panel it came from. */
  'barcode-scan': { reopen: 'mobile-search' | null };
}

export type DialogId = keyof DialogPayloads;

/** The open dialog as the store holds it: an id and its own payload. */
export type OpenDialog = { [Id in DialogId]: { id: Id; data: DialogPayloads[Id] } }[DialogId];

/** The arguments after the id: the payload, or nothing for a dialog that takes none. */
export type DialogArgs<Id extends DialogId> = [DialogPayloads[Id]] extends [undefined]
  ? [id: Id]
  : [id: Id, data: DialogPayloads[Id]];
