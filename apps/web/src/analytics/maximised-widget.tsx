import type { Widget } from '@fieldbook/domain';
import { useLayoutEffect, useRef } from 'react';
import { ModalDialog } from '../shell/modal-dialog.tsx';
import { WidgetCard, type WidgetCardContext } from './widget-card.tsx';

interface MaximisedWidgetProps {
  widget: Widget;
  context: WidgetCardContext;
  isFavourite: boolean;
  onToggleFavourite: () => void;
  onMinimise: () => void;
}

/**
 * The full-screen view of a map widget (analytics.md §2); Minimise or Escape closes it. It opens with focus on
 * Minimise: the first button, the info tip, would open its tooltip by itself on focus (issue 27).
 */
export function MaximisedWidget({ widget, context, isFavourite, onToggleFavourite, onMinimise }: MaximisedWidgetProps) {
  const titleId = `widget-${widget.id}-title-full`;
  const minimise = useRef<HTMLElement | null>(null);
  // Layout effects run before the dialog's own effect, which focuses initialFocusRef.
  useLayoutEffect(() => {
    minimise.current =
      document.getElementById(titleId)?.closest('article')?.querySelector<HTMLElement>('button[aria-label="Minimise"]') ?? null;
  }, [titleId]);
  return (
    <ModalDialog className="widget-fullscreen" labelledBy={titleId} onDismiss={onMinimise} initialFocusRef={minimise}>
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
