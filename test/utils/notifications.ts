type Shown = { title: string; options?: NotificationOptions };

/**
 * Call at the top of a test file: a browser Notification API for each test (jsdom has none of its own),
 * starting at `permission`; asking grants it. `shown` is what the page asked the browser to show.
 */
export const setupFakeNotifications = (permission: NotificationPermission) => {
  const shown: Shown[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = jest.fn(async (): Promise<NotificationPermission> => {
      FakeNotification.permission = 'granted';
      return Promise.resolve('granted');
    });
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, ...(options ? { options } : {}) });
    }
  }
  beforeEach(() => {
    shown.length = 0;
    FakeNotification.permission = permission;
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  });
  afterEach(() => Reflect.deleteProperty(window, 'Notification'));
  return { shown, FakeNotification };
};
