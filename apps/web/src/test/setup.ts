import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setActiveWorkspace, setWorkspaceNotice } from '../lib/workspace';
import { server } from './msw';

// findBy/waitFor give a busy machine (several suites on two cores) time before calling a page broken.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no scrolling; the router's scroll restoration calls it after each navigation.
  window.scrollTo = () => {};
});
afterEach(() => {
  cleanup();
  // Each test starts in the personal workspace with nothing kept in the browser.
  setActiveWorkspace(null);
  setWorkspaceNotice(null);
  server.resetHandlers();
});
afterAll(() => server.close());
