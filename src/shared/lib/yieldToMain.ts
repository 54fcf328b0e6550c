/**
 * Lets the browser handle input and paint before the next step of a long job, so the job is several
 * short tasks instead of one long one (docs/performance.md, "Load tasks and the start").
 * `scheduler.yield` where the browser has it (it keeps the job's priority), else a new task.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
