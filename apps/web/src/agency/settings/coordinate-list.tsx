import type { DraftPoint } from './area-points.ts';

interface CoordinateListProps {
  points: readonly DraftPoint[];
  onChangePoint: (index: number, point: DraftPoint) => void;
  onRemovePoint: (index: number) => void;
  onAddPoint: () => void;
  errorId?: string | undefined;
}

/** The area's points as text: the keyboard and screen-reader way to draw, and to fine-tune what was clicked. */
export function CoordinateList({ points, onChangePoint, onRemovePoint, onAddPoint, errorId }: CoordinateListProps) {
  return (
    <fieldset className="area-points" aria-describedby={errorId}>
      <legend>Points ({points.length})</legend>
      <p className="field-hint">In order around the area, in decimal degrees; the last point joins the first.</p>
      {points.length > 0 ? (
        <ol className="area-point-list">
          {points.map((point, index) => (
            // Points have no identity of their own; their place in the ring is what they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="area-point">
              <span className="area-point-number" aria-hidden="true">
                {index + 1}
              </span>
              <label className="area-point-field">
                <span className="visually-hidden">Point {index + 1} </span>Latitude
                <input
                  inputMode="decimal"
                  autoComplete="off"
                  value={point.latitude}
                  onChange={(event) => onChangePoint(index, { ...point, latitude: event.target.value })}
                />
              </label>
              <label className="area-point-field">
                <span className="visually-hidden">Point {index + 1} </span>Longitude
                <input
                  inputMode="decimal"
                  autoComplete="off"
                  value={point.longitude}
                  onChange={(event) => onChangePoint(index, { ...point, longitude: event.target.value })}
                />
              </label>
              <button
                type="button"
                className="button button-secondary"
                aria-label={`Remove point ${index + 1}`}
                onClick={() => onRemovePoint(index)}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <button type="button" className="button button-secondary" onClick={onAddPoint}>
        Add point
      </button>
    </fieldset>
  );
}
