import { INDICATOR_LABELS, type IndicatorId, MANUAL_INDICATORS, PEER_INDICATORS, REPORT_INDICATORS } from '@fieldbook/domain';

const GROUPS: { legend: string; ids: readonly IndicatorId[] }[] = [
  { legend: 'Counted from reports', ids: REPORT_INDICATORS },
  { legend: 'Compared with peers', ids: PEER_INDICATORS },
  { legend: 'Entered by hand', ids: MANUAL_INDICATORS },
];

interface IndicatorChoicesProps {
  selected: readonly IndicatorId[];
  onChange: (next: IndicatorId[]) => void;
  error?: string | undefined;
}

/** Which indicators count, in three groups, each a fieldset of checkboxes. */
export function IndicatorChoices({ selected, onChange, error }: IndicatorChoicesProps) {
  function toggle(id: IndicatorId, isOn: boolean) {
    onChange(isOn ? [...selected.filter((other) => other !== id), id] : selected.filter((other) => other !== id));
  }
  return (
    <div className="ei-indicator-groups">
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="ei-fieldset">
          <legend>{group.legend}</legend>
          {group.ids.map((id) => (
            <div key={id} className="ei-check">
              <input
                id={`ei-ind-${id}`}
                type="checkbox"
                checked={selected.includes(id)}
                onChange={(event) => toggle(id, event.target.checked)}
              />
              <label htmlFor={`ei-ind-${id}`}>{INDICATOR_LABELS[id]}</label>
            </div>
          ))}
        </fieldset>
      ))}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
