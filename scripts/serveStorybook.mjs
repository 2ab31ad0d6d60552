// Serves the built Storybook for `npm start`. sirv answers a deep link (`/?path=/story/…`) and a
// reload of one with the index page, as the Storybook manager expects.
import { createServer } from 'node:http';
import sirv from 'sirv';

/** Resolves with the listening server once `root` is served on `port` (0: any free port). */
export function serveStorybook(root, port) {
  const server = createServer(sirv(root, { etag: true }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
