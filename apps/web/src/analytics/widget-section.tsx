import type { Widget } from '@fieldbook/domain';
import { type DragEvent, useState } from 'react';
import { isSmallKind } from './favourites.ts';
import type { Favourites } from './use-favourites.ts';
import { WidgetCard, type WidgetCardContext } from './widget-card.tsx';
import { collapsedRows, type WidgetSection as Section, splitBySize } from './widget-sections.ts';

interface WidgetSectionProps {
  section: Section;
  columns: number;
  favourites: Favourites;
  /** Favourites can be reordered only without an officer filter (analytics.md §4). */
  canReorder: boolean;
  context: WidgetCardContext;
  onMaximise: (widget: Widget) => void;
}

const DRAG_TYPE = 'application/x-fieldbook-widget';

/** A titled section of widget cards: one row of small and one of larger widgets until 'See All'. */
export function WidgetSection({ section, columns, favourites, canReorder, context, onMaximise }: WidgetSectionProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const titleId = `section-${section.id}-title`;
  const gridId = `section-${section.id}-grid`;
  const collapsed = collapsedRows(section.widgets, columns);
  const { small, large } = isExpanded ? splitBySize(section.widgets) : collapsed;
  const isReorderable = section.isFavourites && canReorder && section.widgets.length > 1;

  function reorderControls(widget: Widget, group: readonly Widget[]) {
    const at = group.findIndex((other) => other.id === widget.id);
    return (
      <>
        <span className="drag-handle" aria-hidden="true" title="Drag to reorder">
          ⠿
        </span>
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={`Move ${widget.title} earlier`}
          disabled={at <= 0}
          onClick={() => favourites.move(widget.id, { step: -1 })}
        >
          ↑
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={`Move ${widget.title} later`}
          disabled={at >= group.length - 1}
          onClick={() => favourites.move(widget.id, { step: 1 })}
        >
          ↓
        </button>
      </>
    );
  }

  function dragProps(widget: Widget) {
    const isSmall = isSmallKind(widget.component.name);
    const accepts = (event: DragEvent) => {
      const from = section.widgets.find((other) => other.id === dragged);
      return event.dataTransfer.types.includes(DRAG_TYPE) && from !== undefined && isSmallKind(from.component.name) === isSmall;
    };
    return {
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, widget.id);
        event.dataTransfer.effectAllowed = 'move';
        setDragged(widget.id);
      },
      onDragOver: (event: DragEvent) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      },
      onDrop: (event: DragEvent) => {
        const id = event.dataTransfer.getData(DRAG_TYPE);
        event.preventDefault();
        if (id && id !== widget.id) favourites.move(id, { target: widget.id });
        setDragged(null);
      },
      onDragEnd: () => setDragged(null),
    };
  }

  function renderGrid(widgets: readonly Widget[], size: 'small' | 'large') {
    if (widgets.length === 0) return null;
    const group = size === 'small' ? splitBySize(section.widgets).small : splitBySize(section.widgets).large;
    return (
      <div className={`widget-grid is-${size}`} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {widgets.map((widget) => (
          <WidgetCard
            key={widget.id}
            widget={widget}
            context={context}
            isFavourite={favourites.ids.includes(widget.id)}
            onToggleFavourite={() => (favourites.ids.includes(widget.id) ? favourites.remove(widget.id) : favourites.add(widget.id))}
            onToggleMaximised={() => onMaximise(widget)}
            reorder={isReorderable ? reorderControls(widget, group) : undefined}
            dragProps={isReorderable ? dragProps(widget) : undefined}
          />
        ))}
      </div>
    );
  }

  return (
    <section className="widget-section" aria-labelledby={titleId}>
      <div className="widget-section-header">
        <h3 id={titleId} className="widget-section-title">
          {section.title}
        </h3>
        {collapsed.hasMore ? (
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={isExpanded}
            aria-controls={gridId}
            onClick={() => setIsExpanded(!isExpanded)}
          >
            {isExpanded ? 'See Less' : 'See All'}
          </button>
        ) : null}
      </div>
      <div id={gridId}>
        {section.isFavourites && section.widgets.length === 0 ? (
          <p className="page-hint">You have no favourite widgets yet. Add them from the sections below or with Manage Widgets.</p>
        ) : null}
        {renderGrid(small, 'small')}
        {renderGrid(large, 'large')}
      </div>
    </section>
  );
}
