import type { Widget } from '@fieldbook/domain';
import { useMemo } from 'react';
import type { Favourites } from './use-favourites.ts';
import type { WidgetCardContext } from './widget-card.tsx';
import { WidgetSection } from './widget-section.tsx';
import { buildSections } from './widget-sections.ts';

interface WidgetAreaProps {
  widgets: readonly Widget[];
  suggested: readonly string[];
  favourites: Favourites;
  columns: number;
  canReorder: boolean;
  context: WidgetCardContext;
  onMaximise: (widget: Widget) => void;
}

/** The sections of the dashboard: My Favourites first, then Suggested, New Widgets and the catalogue's sections. */
export function WidgetArea({ widgets, suggested, favourites, columns, canReorder, context, onMaximise }: WidgetAreaProps) {
  const sections = useMemo(() => buildSections(widgets, favourites.ids, suggested), [widgets, favourites.ids, suggested]);
  return (
    <div className="widget-area">
      {sections.map((section) => (
        <WidgetSection
          key={section.id}
          section={section}
          columns={columns}
          favourites={favourites}
          canReorder={canReorder}
          context={context}
          onMaximise={onMaximise}
        />
      ))}
    </div>
  );
}
