import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no scrolling; the router's scroll restoration calls it after each navigation.
  window.scrollTo = () => {};
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
