import type { ReportPayload } from '@fieldbook/domain';
import { memo } from 'react';
import { FieldFrame } from './field-frame.tsx';
import type { DraftUpdate } from './form-hooks.ts';
import type { TagView } from './form-services.ts';

type AgencyTag = ReportPayload['tags']['agency'][number];

interface AgencyTagsPartProps {
  chosen: readonly AgencyTag[];
  tags: readonly TagView[];
  issue: string | undefined;
  onUpdate: DraftUpdate;
}

/** Agency Tags: the agency's tags, any number of them, stored as {id, name, color}. */
export const AgencyTagsPart = memo(function AgencyTagsPart({ chosen, tags, issue, onUpdate }: AgencyTagsPartProps) {
  const chosenIds = new Set(chosen.map((tag) => tag.id));

  function handleToggle(tag: TagView, isChecked: boolean) {
    onUpdate((draft) => {
      const others = draft.tags.agency.filter((entry) => entry.id !== tag.id);
      const agency = isChecked ? [...others, { id: tag.id, name: tag.name, color: tag.color }] : others;
      return { ...draft, tags: { ...draft.tags, agency } };
    });
  }

  return (
    <section className="form-part" data-jump-target="tags">
      <FieldFrame label="Agency Tags" isGroup isPartTitle issue={issue} path="tags.agency">
        {(a11y) =>
          tags.length === 0 ? (
            <p className="form-field-hint">This agency has no tags yet.</p>
          ) : (
            <div className="choice-list">
              {tags.map((tag) => (
                <label key={tag.id} className="choice">
                  <input
                    type="checkbox"
                    checked={chosenIds.has(tag.id)}
                    aria-invalid={a11y.isInvalid || undefined}
                    onChange={(event) => handleToggle(tag, event.target.checked)}
                  />
                  <span className="tag-swatch" style={{ backgroundColor: tag.color }} aria-hidden="true" />
                  <span>{tag.name}</span>
                </label>
              ))}
            </div>
          )
        }
      </FieldFrame>
    </section>
  );
});
