import type { AreaView } from '@fieldbook/contract';
import { areaInputSchema, CATALOG_LIMITS, closeRing, type LatLng } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { AreaMap } from './area-map.tsx';
import { type DraftPoint, draftProblem, draftToRing, ringToDraft, toDraftPoint } from './area-points.ts';
import { saveArea } from './catalog.api.ts';
import { CoordinateList } from './coordinate-list.tsx';
import { issuesByField } from './form-errors.ts';
import { SaveButton } from './save-button.tsx';
import { TextField } from './text-field.tsx';
import { useFormErrors } from './use-form-errors.ts';

interface AreaEditorProps {
  area: AreaView | null;
  otherAreas: readonly AreaView[];
  onSaved: (area: AreaView) => void;
  onCancel: () => void;
}

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
  const { formRef, errors, setErrors, showErrors, handleSaveError } = useFormErrors(INVALID_FIELDS);
  const [hasTriedSaving, setHasTriedSaving] = useState(false);
  const mapPoints = useMemo(() => draftToRing(points, true) ?? [], [points]);
  // Checked live once Save was pressed; a message from the server stays until the points change.
  const polygonError = (hasTriedSaving ? draftProblem(points) : null) ?? errors.polygon;

  const save = useMutation({
    mutationFn: (body: { name: string; acronym: string; polygon: [number, number][] }) => saveArea(area?.id ?? null, body),
    onSuccess: onSaved,
    onError: handleSaveError,
  });

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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setHasTriedSaving(true);
    const ring = draftToRing(points);
    const result = areaInputSchema.safeParse({ name, acronym, polygon: ring ? closeRing(ring) : [] });
    const problem = draftProblem(points);
    if (!result.success || problem) {
      const next = result.success ? {} : issuesByField(result.error.issues);
      delete next.polygon; // shown live from the points
      return showErrors(next);
    }
    setErrors({});
    save.mutate(result.data as { name: string; acronym: string; polygon: [number, number][] });
  }

  return (
    <form
      ref={formRef}
      className="area-editor"
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={save.isPending}
    >
      <h3 id={`${id}-title`} className="area-editor-title">
        {area ? 'Edit Area' : 'New Area'}
      </h3>
      <div className="area-editor-fields">
        <TextField
          id={`${id}-name`}
          label="Name"
          value={name}
          onChange={setName}
          error={errors.name}
          maxLength={CATALOG_LIMITS.nameMaxLength}
          autoComplete="off"
        />
        <TextField
          id={`${id}-acronym`}
          label="Acronym"
          value={acronym}
          onChange={setAcronym}
          error={errors.acronym}
          maxLength={CATALOG_LIMITS.acronymMaxLength}
          autoComplete="off"
        />
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
      <div className="settings-form-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
        <SaveButton isSaving={save.isPending} label="Save Area" />
      </div>
    </form>
  );
}
