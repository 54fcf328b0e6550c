import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCountdown', () => {
  it('counts down from next_try to 0 once a second', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.seconds).toBe(3);
    act(() => jest.advanceTimersByTime(999));
    expect(result.current.seconds).toBe(3);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.seconds).toBe(2);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.seconds).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('restarts from a new value and stops at once with 0', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.seconds).toBe(20);
    act(() => result.current.start(30));
    expect(result.current.seconds).toBe(30);
    act(() => result.current.start(0));
    expect(result.current.seconds).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stays right after timers were throttled in a background tab', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    // The clock moves 12 s while only one tick is delivered.
    act(() => {
      jest.setSystemTime(Date.now() + 12_000);
      jest.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(17);
  });

  it('stops ticking when unmounted', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(5));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
