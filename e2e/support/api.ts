import type { Page } from '@playwright/test';

/** A call to the API with the page's own session (its bearer token), as the app makes it: status and JSON body. */
export function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('fieldbook.access-token');
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(path, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
      return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : null };
    },
    { method, path, body },
  );
}
