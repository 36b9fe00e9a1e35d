import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/msw';
import { previewImport } from './imports';
import { postFile } from './upload';
import { activeWorkspace, roleBlocks, setActiveWorkspace, workspaceHeaders } from './workspace';

const ACME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

describe('the workspace a call acts in', () => {
  it('is kept for the browser, and the personal one sends no header', () => {
    expect(workspaceHeaders()).toEqual({});
    setActiveWorkspace(ACME);
    expect(localStorage.getItem('kurz.workspace')).toBe(ACME);
    expect(workspaceHeaders()).toEqual({ 'X-Kurz-Workspace': ACME });
    setActiveWorkspace(null);
    expect(localStorage.getItem('kurz.workspace')).toBeNull();
    expect(activeWorkspace()).toBeNull();
  });

  it('goes with uploads and imports too, not only tRPC', async () => {
    setActiveWorkspace(ACME);
    const seen: Record<string, string | null> = {};
    server.use(
      http.post('*/api/og/upload', ({ request }) => {
        seen.upload = request.headers.get('x-kurz-workspace');
        return HttpResponse.json({ url: '/api/r2?key=x' });
      }),
      http.post('*/api/imports/preview', ({ request }) => {
        seen.import = request.headers.get('x-kurz-workspace');
        return HttpResponse.json({ format: 'csv', total: 0, valid: 0, sample: [], problems: [], problem_count: 0 });
      }),
    );
    await postFile(`${window.location.origin}/api/og/upload`, new Blob(['x'], { type: 'image/png' }), 'x.png');
    await previewImport({ csv: 'url\n', hostname: 'kurz.localhost', keep_slugs: false });
    expect(seen).toEqual({ upload: ACME, import: ACME });
  });
});

describe('roleBlocks', () => {
  it('names the reason for a role below the one an action needs, and nothing otherwise', () => {
    expect(roleBlocks('viewer', 'member')).toBe('Viewers can only read links and statistics');
    expect(roleBlocks('member', 'admin', 'Only admins can manage domains')).toBe('Only admins can manage domains');
    expect(roleBlocks('admin', 'owner')).toBe('Only owners can change the plan');
    expect(roleBlocks('admin', 'admin')).toBeNull();
    expect(roleBlocks('owner', 'member')).toBeNull();
  });
});
