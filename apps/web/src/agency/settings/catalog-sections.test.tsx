import type { GroupView, TagView } from '@fieldbook/contract';
import { CATALOG_MESSAGES } from '@fieldbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFERENCE_KEYS, readReferenceData } from '../../offline/reference-cache.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { owner, signIn } from '../../test/fixtures.ts';
import { AVATAR_UPLOAD_FAILED } from './group-dialog.tsx';
import { renderSettingsAt } from './settings-test-utils.tsx';

function setUp(section: string, handlers: Parameters<typeof mockFetch>[0]) {
  signIn();
  const calls = mockFetch({ 'GET /api/users/me': () => json(owner()), ...handlers });
  return { ...renderSettingsAt(`/app/settings?section=${section}`), calls };
}

describe('tags', { timeout: 20_000 }, () => {
  it('adds a tag with a typed colour, kept lower-case, and lists it', async () => {
    let tags: TagView[] = [{ id: 't1', name: 'Traffic Safety', color: '#1e88e5' }];
    const { user, calls } = setUp('tags', {
      'GET /api/agencies/me/tags': () => json(tags),
      'POST /api/tags': ({ body }) => {
        const tag = { id: 't2', ...(body as { name: string; color: string }) };
        tags = [...tags, tag];
        return json(tag, 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New Tag' }));
    const dialog = screen.getByRole('dialog', { name: 'New Tag' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(CATALOG_MESSAGES.nameRequired)).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Name'), 'Night Shift');
    const color = within(dialog).getByLabelText('Color');
    await user.clear(color);
    await user.type(color, '#A1B2C3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Tag 'Night Shift' saved.")).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/tags')[0]?.body).toEqual({ name: 'Night Shift', color: '#a1b2c3' });
    expect(within(screen.getByRole('list', { name: 'Agency tags' })).getByText('Night Shift')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The copy the officer's report form uses offline is refreshed too.
    await waitFor(async () =>
      expect(await readReferenceData<TagView[]>('owner@demo.test', REFERENCE_KEYS.tags)).toContainEqual({
        id: 't2',
        name: 'Night Shift',
        color: '#a1b2c3',
      }),
    );
  });

  it('refuses a colour that is not #RRGGBB before calling the server', async () => {
    const { user, calls } = setUp('tags', { 'GET /api/agencies/me/tags': () => json([]) });
    await user.click(await screen.findByRole('button', { name: 'New Tag' }));
    await user.type(screen.getByLabelText('Name'), 'Night');
    await user.clear(screen.getByLabelText('Color'));
    await user.type(screen.getByLabelText('Color'), 'blue');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(CATALOG_MESSAGES.color)).toBeTruthy();
    expect(screen.getByLabelText('Color').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, 'POST', '/api/tags')).toHaveLength(0);
  });

  it("shows the server's message for a taken name under the field", async () => {
    const { user } = setUp('tags', {
      'GET /api/agencies/me/tags': () => json([{ id: 't1', name: 'Traffic Safety', color: '#1e88e5' }]),
      'PUT /api/tags/t1': () =>
        json({ detail: 'VALIDATION_ERROR', errors: [{ path: 'body.name', message: CATALOG_MESSAGES.duplicateName.tag }] }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit tag Traffic Safety' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A tag with this name already exists.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Tag' })).toBeTruthy();
  });

  it('deletes a tag after confirming', async () => {
    let tags: TagView[] = [{ id: 't1', name: 'Traffic Safety', color: '#1e88e5' }];
    const { user, calls } = setUp('tags', {
      'GET /api/agencies/me/tags': () => json(tags),
      'DELETE /api/tags/t1': () => {
        tags = [];
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete tag Traffic Safety' }));
    const dialog = screen.getByRole('alertdialog', { name: "Delete the tag 'Traffic Safety'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("Tag 'Traffic Safety' deleted.")).toBeTruthy();
    expect(callsTo(calls, 'DELETE', '/api/tags/t1')).toHaveLength(1);
    expect(await screen.findByText('No tags yet.')).toBeTruthy();
  });

  it('goes to the no-longer-available page when the tag was removed meanwhile', async () => {
    const { user, router } = setUp('tags', {
      'GET /api/agencies/me/tags': () => json([{ id: 't1', name: 'Traffic Safety', color: '#1e88e5' }]),
      'PUT /api/tags/t1': () => json({ detail: 'NOT_FOUND' }, 404),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit tag Traffic Safety' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/action-not-available'));
  });
});

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('groups', { timeout: 20_000 }, () => {
  it('creates a group with name, acronym and an avatar, uploaded after the group is saved', async () => {
    let groups: GroupView[] = [];
    const { user, calls } = setUp('groups', {
      'GET /api/agencies/me/groups': () => json(groups),
      'POST /api/groups': ({ body }) => json({ id: 'g1', ...(body as object), avatar_thumbnail_url: null }, 201),
      'PUT /api/groups/g1/avatar': () => {
        groups = [
          {
            id: 'g1',
            name: 'Traffic Unit',
            acronym: 'TU',
            avatar_thumbnail_url: '/api/agencies/a/groups/g1/avatar?v=1',
            supervisor_ids: [],
          },
        ];
        return json(groups[0]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New Group' }));
    await user.type(screen.getByLabelText('Name'), 'Traffic Unit');
    await user.type(screen.getByLabelText('Acronym'), 'TU');
    await user.upload(screen.getByLabelText('Avatar (optional)'), new File([PNG_BYTES], 'unit.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Group 'Traffic Unit' saved.")).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/groups')[0]?.body).toEqual({ name: 'Traffic Unit', acronym: 'TU' });
    expect(callsTo(calls, 'PUT', '/api/groups/g1/avatar')[0]?.body).toEqual({ data: btoa(String.fromCharCode(...PNG_BYTES)) });
    expect(within(screen.getByRole('list', { name: 'Agency groups' })).getByText('Traffic Unit')).toBeTruthy();
  });

  it('refuses an image that is not PNG, JPEG or WebP by its content', async () => {
    const { user } = setUp('groups', { 'GET /api/agencies/me/groups': () => json([]) });
    await user.click(await screen.findByRole('button', { name: 'New Group' }));
    // A GIF named .png: the bytes decide.
    await user.upload(screen.getByLabelText('Avatar (optional)'), new File(['GIF89a....'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText(CATALOG_MESSAGES.avatarType)).toBeTruthy();
  });

  it('goes to /action-not-allowed when the groups cannot be read (403)', async () => {
    const { router } = setUp('groups', { 'GET /api/agencies/me/groups': () => json({ detail: 'Forbidden' }, 403) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/action-not-allowed'));
  });

  it('names both missing fields', async () => {
    const { user } = setUp('groups', { 'GET /api/agencies/me/groups': () => json([]) });
    await user.click(await screen.findByRole('button', { name: 'New Group' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(CATALOG_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(CATALOG_MESSAGES.acronymRequired)).toBeTruthy();
  });

  it('keeps the saved group open with a message when its avatar cannot be uploaded', async () => {
    const { user } = setUp('groups', {
      'GET /api/agencies/me/groups': () => json([]),
      'POST /api/groups': ({ body }) => json({ id: 'g1', ...(body as object), avatar_thumbnail_url: null }, 201),
      'PUT /api/groups/g1/avatar': () => json({ detail: 'INTERNAL_ERROR' }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'New Group' }));
    await user.type(screen.getByLabelText('Name'), 'K9');
    await user.type(screen.getByLabelText('Acronym'), 'K9');
    await user.upload(screen.getByLabelText('Avatar (optional)'), new File([PNG_BYTES], 'k9.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AVATAR_UPLOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
