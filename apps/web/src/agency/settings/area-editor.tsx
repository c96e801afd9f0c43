import type { AreaView } from '@fieldbook/contract';
import { areaInputSchema, closeRing, type LatLng } from '@fieldbook/domain';
import { useId, useMemo, useState } from 'react';
import { AreaMap } from './area-map.tsx';
import { type DraftPoint, draftProblem, draftToRing, ringToDraft, toDraftPoint } from './area-points.ts';
import { saveArea } from './catalog.api.ts';
import { CatalogNameFields } from './catalog-name-fields.tsx';
import { CoordinateList } from './coordinate-list.tsx';
import { issuesByField } from './form-errors.ts';
import { SettingsForm } from './settings-form.tsx';
import { useSettingsSave } from './use-settings-save.ts';

interface AreaEditorProps {
  area: AreaView | null;
  otherAreas: readonly AreaView[];
  onSaved: (area: AreaView) => void;
  onCancel: () => void;
}

type AreaBody = { name: string; acronym: string; polygon: [number, number][] };

const EMPTY_POINT: DraftPoint = { latitude: '', longitude: '' };
/** The fields to focus on an error: the text fields and the inputs of the point list. */
const INVALID_FIELDS = '[aria-invalid="true"], [data-invalid="true"] input';

/** New or edit area: name, acronym and a polygon drawn on the map or typed as points. */
export function AreaEditor({ area, otherAreas, onSaved, onCancel }: AreaEditorProps) {
  const id = useId();
  const [name, setName] = useState(area?.name ?? '');
  const [acronym, setAcronym] = useState(area?.acronym ?? '');
  const [points, setDraftPoints] = useState<DraftPoint[]>(() => (area ? ringToDraft(area.polygon) : []));
  const [isDrawing, setIsDrawing] = useState(area === null);
  const [hasTriedSaving, setHasTriedSaving] = useState(false);
  const { form, errors, setErrors } = useSettingsSave({
    check: () => {
      setHasTriedSaving(true);
      const ring = draftToRing(points);
      const result = areaInputSchema.safeParse({ name, acronym, polygon: ring ? closeRing(ring) : [] });
      if (result.success && !draftProblem(points)) return { data: result.data as AreaBody };
      const next = result.success ? {} : issuesByField(result.error.issues);
      delete next.polygon; // shown live from the points
      return { errors: next };
    },
    save: (body: AreaBody) => saveArea(area?.id ?? null, body),
    onSaved,
    invalidSelector: INVALID_FIELDS,
  });
  const mapPoints = useMemo(() => draftToRing(points, true) ?? [], [points]);
  // Checked live once Save was pressed; a message from the server stays until the points change.
  const polygonError = (hasTriedSaving ? draftProblem(points) : null) ?? errors.polygon;

  function setPoints(change: (current: DraftPoint[]) => DraftPoint[]) {
    setDraftPoints(change);
    setErrors(({ polygon: _polygon, ...rest }) => rest);
  }

  function handleAddPoint(coords: LatLng) {
    const point = toDraftPoint(coords);
    setPoints((current) => {
      const last = current.at(-1);
      return last?.latitude === point.latitude && last.longitude === point.longitude ? current : [...current, point];
    });
  }

  const replacePoint = (index: number, point: DraftPoint) => setPoints((current) => current.map((old, at) => (at === index ? point : old)));
  const removePoint = (index: number) => setPoints((current) => current.filter((_point, at) => at !== index));

  return (
    <SettingsForm
      className="area-editor"
      title={area ? 'Edit Area' : 'New Area'}
      titleClassName="area-editor-title"
      {...form}
      onCancel={onCancel}
      saveLabel="Save Area"
    >
      <div className="area-editor-fields">
        <CatalogNameFields id={id} name={name} acronym={acronym} onNameChange={setName} onAcronymChange={setAcronym} errors={errors} />
      </div>
      <div className="area-draw-tools">
        <button
          type="button"
          className={`button button-secondary${isDrawing ? ' is-drawing' : ''}`}
          onClick={() => setIsDrawing(!isDrawing)}
        >
          {isDrawing ? 'Finish drawing' : 'Add points on the map'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={points.length === 0}
          onClick={() => removePoint(points.length - 1)}
        >
          Undo last point
        </button>
        <button type="button" className="button button-secondary" disabled={points.length === 0} onClick={() => setPoints(() => [])}>
          Clear points
        </button>
      </div>
      <p className="field-hint">
        {isDrawing
          ? 'Click the map at each corner of the area, in order; the last point joins the first. Drag a point to move it.'
          : 'Drag a point to move it, or change it in the list.'}
      </p>
      <AreaMap
        points={mapPoints}
        otherAreas={otherAreas.filter((other) => other.id !== area?.id)}
        isDrawing={isDrawing}
        onAddPoint={handleAddPoint}
        onMovePoint={(index, coords) => replacePoint(index, toDraftPoint(coords))}
      />
      <div data-invalid={polygonError ? true : undefined}>
        {polygonError ? (
          <p id={`${id}-polygon-error`} className="field-error" role="alert">
            {polygonError}
          </p>
        ) : null}
        <CoordinateList
          points={points}
          errorId={polygonError ? `${id}-polygon-error` : undefined}
          onChangePoint={replacePoint}
          onRemovePoint={removePoint}
          onAddPoint={() => setPoints((current) => [...current, EMPTY_POINT])}
        />
      </div>
    </SettingsForm>
  );
}
