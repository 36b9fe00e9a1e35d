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
  // Browsers lay <wbr> out inline (it adds nothing to a name); jsdom's default style does not, so the
  // accessible name of 'host/<wbr>slug' would gain a space there.
  const style = document.createElement('style');
  style.textContent = 'wbr { display: inline; }';
  document.head.appendChild(style);
});
afterEach(() => {
  cleanup();
  // Each test starts in the personal workspace with nothing kept in the browser.
  setActiveWorkspace(null);
  setWorkspaceNotice(null);
  server.resetHandlers();
});
afterAll(() => server.close());
