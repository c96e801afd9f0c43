interface ChipListProps {
  chips: readonly { key: string; label: string }[];
  onRemove: (key: string) => void;
  isDisabled?: boolean;
}

/** Chosen values, each with a button to remove it. */
export function ChipList({ chips, onRemove, isDisabled = false }: ChipListProps) {
  if (chips.length === 0) return null;
  return (
    <ul className="chips">
      {chips.map((chip) => (
        <li key={chip.key} className="chip">
          <span>{chip.label}</span>
          <button type="button" className="chip-remove" disabled={isDisabled} onClick={() => onRemove(chip.key)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Remove {chip.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
