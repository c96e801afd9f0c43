import type { TagView } from '@fieldbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../accounts/current-user-context.ts';
import { CATALOG_KEYS, deleteTag, tagsQueryOptions } from './catalog.api.ts';
import { CatalogList } from './catalog-list.tsx';
import { SectionFrame } from './section-frame.tsx';
import { TagDialog } from './tag-dialog.tsx';
import { useDeleteEntry } from './use-delete-entry.tsx';
import { useQueryFailureRoute } from './use-failure-route.ts';

/** Agency tags: officers add them to reports; each has a name and a colour. */
export function TagsSection() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const tags = useQuery(tagsQueryOptions(me.email));
  useQueryFailureRoute(tags.error);
  const [editing, setEditing] = useState<{ tag: TagView | null } | null>(null);
  const [status, setStatus] = useState('');
  const remove = useDeleteEntry<TagView>({
    kind: 'tag',
    queryKey: CATALOG_KEYS.tags,
    remove: deleteTag,
    text: 'Reports that carry it keep it; officers can no longer add it.',
    onDeleted: (tag) => setStatus(`Tag '${tag.name}' deleted.`),
  });
  const list = tags.data ?? [];

  async function handleSaved(tag: TagView) {
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: CATALOG_KEYS.tags });
    setStatus(`Tag '${tag.name}' saved.`);
  }

  return (
    <SectionFrame
      section="tags"
      title="Tags"
      description="Officers add tags to their reports; each tag has a name and a color."
      status={status}
      action={
        <button type="button" className="button button-primary" onClick={() => setEditing({ tag: null })}>
          New Tag
        </button>
      }
    >
      <CatalogList
        kind="tag"
        label="Agency tags"
        isLoading={tags.isPending}
        emptyText="No tags yet."
        entries={list.map((tag) => ({
          id: tag.id,
          name: tag.name,
          detail: tag.color,
          visual: <span className="tag-swatch" style={{ background: tag.color }} aria-hidden="true" />,
        }))}
        onEdit={(id) => setEditing({ tag: list.find((tag) => tag.id === id) ?? null })}
        onDelete={(id) => {
          const tag = list.find((candidate) => candidate.id === id);
          if (tag) remove.ask(tag);
        }}
      />
      {editing ? <TagDialog tag={editing.tag} onSaved={handleSaved} onCancel={() => setEditing(null)} /> : null}
      {remove.dialog}
    </SectionFrame>
  );
}
