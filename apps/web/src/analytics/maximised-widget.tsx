import type { Widget } from '@fieldbook/domain';
import { ModalDialog } from '../shell/modal-dialog.tsx';
import { WidgetCard, type WidgetCardContext } from './widget-card.tsx';

interface MaximisedWidgetProps {
  widget: Widget;
  context: WidgetCardContext;
  isFavourite: boolean;
  onToggleFavourite: () => void;
  onMinimise: () => void;
}

/** The full-screen view of a map widget (analytics.md §2); Minimise or Escape closes it. */
export function MaximisedWidget({ widget, context, isFavourite, onToggleFavourite, onMinimise }: MaximisedWidgetProps) {
  return (
    <ModalDialog className="widget-fullscreen" labelledBy={`widget-${widget.id}-title-full`} onDismiss={onMinimise}>
      <WidgetCard
        widget={widget}
        context={context}
        isFavourite={isFavourite}
        onToggleFavourite={onToggleFavourite}
        onToggleMaximised={onMinimise}
        isMaximised
      />
    </ModalDialog>
  );
}
