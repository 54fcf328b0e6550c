/** A part of a message catalogue (webpack messagesRule: `?shell`, `?route=page-x`). */
declare module '*.json?shell' {
  const messages: Record<string, string>;
  export default messages;
}
