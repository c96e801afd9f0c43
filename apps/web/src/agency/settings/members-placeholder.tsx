import { SectionFrame } from './section-frame.tsx';

/** Stands in for the members section until it is mounted here. */
export function MembersPlaceholder() {
  return (
    <SectionFrame section="members" title="Members">
      <p className="empty-state">Members can be managed here soon.</p>
    </SectionFrame>
  );
}
