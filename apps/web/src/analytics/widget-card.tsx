import { MAP_KINDS, PRODUCT_NAME, type Widget } from '@fieldbook/domain';
import { type ReactNode, useRef } from 'react';
import { saveFile } from '../shell/save-file.ts';
import { showAlert } from '../shell/snackbar.tsx';
import type { Theme } from './charts/chart-options.ts';
import { InfoTip } from './info-tip.tsx';
import { MenuButton, type MenuItem } from './menu-button.tsx';
import { useNearScreen } from './use-near-screen.ts';
import { WidgetBody } from './widget-body.tsx';
import { widgetFileName } from './widget-file-name.ts';
import { isPlaceholderShown } from './widget-placeholders.tsx';
import { captureElement } from './widget-png.ts';

export const DOWNLOAD_FAILED = 'The image could not be downloaded. Please try again.';

/** On phones the drawer offers 'See pattern' for the pattern map and 'Filter by' for the other maps and the tables. */
const FILTER_BY_KINDS: ReadonlySet<string> = new Set(['heat_map', 'cluster_map', 'filter_map', 'ranking_card']);

export interface WidgetCardContext {
  dateFrom: string;
  dateTo: string;
  timeZone: string;
  theme: Theme;
  isPhone: boolean;
  onOpenFilters: () => void;
}

interface WidgetCardProps {
  widget: Widget;
  context: WidgetCardContext;
  isFavourite: boolean;
  onToggleFavourite: () => void;
  /** Map kinds: open or close the full-screen view. */
  onToggleMaximised?: (() => void) | undefined;
  isMaximised?: boolean;
  /** Move buttons and drag handle of a favourite, when reordering is allowed. */
  reorder?: ReactNode;
  /** Drag and drop of favourites. */
  dragProps?: Record<string, unknown> | undefined;
}

/**
 * A widget card (analytics.md §2): the title, the info tooltip, maximise for maps and 'More Options' (Download BETA,
 * Add or Remove), the widget, and a footer with the context chip and the 'Powered by' legend.
 */
export function WidgetCard({
  widget,
  context,
  isFavourite,
  onToggleFavourite,
  onToggleMaximised,
  isMaximised = false,
  reorder,
  dragProps,
}: WidgetCardProps) {
  const card = useRef<HTMLElement>(null);
  const isDrawn = useNearScreen(card);
  const titleId = `widget-${widget.id}-title${isMaximised ? '-full' : ''}`;
  const kind = widget.component.name;
  // Page: h1 Analytics, h2 My Widgets, h3 a section, h4 its cards; the full-screen dialog is titled by an h2.
  const Heading = isMaximised ? 'h2' : 'h4';

  async function handleDownload() {
    const element = card.current;
    if (!element) return;
    try {
      saveFile(await captureElement(element), widgetFileName(context.dateFrom, context.dateTo, widget.id, widget.title));
    } catch {
      showAlert(DOWNLOAD_FAILED);
    }
  }

  const items: MenuItem[] = [
    {
      key: 'download',
      name: 'Download (BETA)',
      label: (
        <>
          Download <span className="beta-badge">BETA</span>
        </>
      ),
      isDisabled: isPlaceholderShown(widget),
      onSelect: () => void handleDownload(),
    },
    { key: 'favourite', label: isFavourite ? 'Remove' : 'Add', onSelect: onToggleFavourite },
  ];
  if (context.isPhone && kind === 'pattern_map' && onToggleMaximised && !isMaximised)
    items.push({ key: 'see-pattern', label: 'See pattern', onSelect: onToggleMaximised });
  else if (context.isPhone && FILTER_BY_KINDS.has(kind))
    items.push({ key: 'filter-by', label: 'Filter by', onSelect: context.onOpenFilters });

  return (
    <article ref={card} className={`widget-card is-${kind}`} aria-labelledby={titleId} data-widget-id={widget.id} {...dragProps}>
      <header className="widget-card-header">
        <Heading id={titleId} className="widget-card-title">
          {widget.title}
        </Heading>
        <div className="widget-card-actions" data-capture="skip">
          {widget.info ? <InfoTip title={widget.title} info={widget.info} /> : null}
          {MAP_KINDS.has(kind) && onToggleMaximised ? (
            <button type="button" className="icon-button" aria-label={isMaximised ? 'Minimise' : 'Maximise'} onClick={onToggleMaximised}>
              <span aria-hidden="true">{isMaximised ? '⤡' : '⤢'}</span>
            </button>
          ) : null}
          <MenuButton label="More Options" items={items} isDrawer={context.isPhone}>
            <span aria-hidden="true">⋮</span>
          </MenuButton>
        </div>
      </header>
      {reorder ? (
        <div className="widget-card-reorder" data-capture="skip">
          {reorder}
        </div>
      ) : null}
      <div className="widget-card-body">
        <WidgetBody widget={widget} timeZone={context.timeZone} theme={context.theme} isDrawn={isDrawn || isMaximised} />
      </div>
      <footer className="widget-card-footer">
        {widget.context_label ? <span className="context-chip">{widget.context_label}</span> : null}
        <span className="powered-by">Powered by {PRODUCT_NAME}</span>
      </footer>
    </article>
  );
}
