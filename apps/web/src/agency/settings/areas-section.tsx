import type { AreaView } from '@fieldbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../accounts/current-user-context.ts';
import { AreaEditor } from './area-editor.tsx';
import { AreaMap } from './area-map.tsx';
import { areasQueryOptions, CATALOG_KEYS, deleteArea } from './catalog.api.ts';
import { CatalogList } from './catalog-list.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useDeleteEntry } from './use-delete-entry.tsx';
import { useQueryFailureRoute } from './use-failure-route.ts';

const NO_POINTS: [number, number][] = [];
const ignore = () => {};

/** Agency areas: polygons on the map; a report's location falls in the areas within 200 m of it. */
export function AreasSection() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const areas = useQuery(areasQueryOptions(me.email));
  useQueryFailureRoute(areas.error);
  const [editing, setEditing] = useState<{ area: AreaView | null } | null>(null);
  const [status, setStatus] = useState('');
  const remove = useDeleteEntry<AreaView>({
    kind: 'area',
    queryKey: CATALOG_KEYS.areas,
    remove: deleteArea,
    text: 'Reports filed in it keep its name; new reports are no longer placed in it.',
    onDeleted: (area) => setStatus(`Area '${area.name}' deleted.`),
  });
  const list = areas.data ?? [];

  async function handleSaved(area: AreaView) {
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: CATALOG_KEYS.areas });
    setStatus(`Area '${area.name}' saved.`);
  }

  return (
    <SectionFrame
      section="areas"
      title="Areas"
      description="Areas are drawn on the map; a report falls in the areas around its location."
      status={status}
      action={
        editing ? null : (
          <button type="button" className="button button-primary" onClick={() => setEditing({ area: null })}>
            New Area
          </button>
        )
      }
    >
      {editing ? (
        <AreaEditor area={editing.area} otherAreas={list} onSaved={handleSaved} onCancel={() => setEditing(null)} />
      ) : (
        <>
          {list.length > 0 ? (
            <AreaMap points={NO_POINTS} otherAreas={list} isDrawing={false} onAddPoint={ignore} onMovePoint={ignore} isReadOnly />
          ) : null}
          <CatalogList
            kind="area"
            label="Agency areas"
            isLoading={areas.isPending}
            emptyText="No areas yet."
            entries={list.map((area) => ({ id: area.id, name: area.name, detail: area.acronym }))}
            onEdit={(id) => setEditing({ area: list.find((area) => area.id === id) ?? null })}
            onDelete={(id) => {
              const area = list.find((candidate) => candidate.id === id);
              if (area) remove.ask(area);
            }}
          />
        </>
      )}
      {remove.dialog}
    </SectionFrame>
  );
}
