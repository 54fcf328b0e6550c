// One thread of the prerender's pool (scripts/prerender.mjs): loads the server bundle, starts
// its own mock API when the build is a mock build, then renders the batches it is sent
// ({ locale, paths }) and reports every page as it ends.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
const server = createRequire(import.meta.url)(workerData.bundle);
await server.startMockApi();
const render = await server.createPageRenderer({
  ...workerData.options,
  renderedAt: new Date(workerData.options.renderedAt),
});

parentPort.on('message', (batch) => {
  render(batch.locale, batch.paths, (outcome) => parentPort.postMessage({ type: 'page', outcome })).then(
    () => parentPort.postMessage({ type: 'batch-done' }),
    (error) => {
      // The pool's 'error' event ends the build with this page's message.
      throw error;
    },
  );
});
parentPort.postMessage({ type: 'ready' });
