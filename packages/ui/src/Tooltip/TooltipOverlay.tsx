import type { ReactNode, Ref, RefObject } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipContext,
  type TooltipTriggerState,
  TooltipTriggerStateContext,
} from 'react-aria-components';

/** What a `TooltipTrigger` hands its tooltip: the open state, the id the trigger's description points to. */
export interface TooltipTriggerValue {
  state: TooltipTriggerState;
  tooltipId: string | undefined;
  triggerRef: RefObject<HTMLElement | null>;
}

export interface TooltipOverlayProps extends Omit<RACTooltipProps, 'children'> {
  children: ReactNode;
  /** The trigger it belongs to, or none (a tooltip opened by its own `isOpen` next to a `triggerRef`). */
  trigger: TooltipTriggerValue | null;
  /** The arrow's classes; no arrow without them. */
  arrow?: { className: string; shapeClassName: string };
  ref?: Ref<HTMLDivElement>;
}

/**
 * The tooltip bubble: react-aria's Tooltip, positioned next to its trigger, with an optional arrow. Loaded on first
 * use (see overlay-loader.ts), with the overlay positioning it needs.
 */
export function TooltipOverlay({ trigger, arrow, children, ...props }: TooltipOverlayProps) {
  const tooltip = (
    <RACTooltip {...props}>
      {arrow && (
        <OverlayArrow className={arrow.className}>
          <svg width={10} height={10} viewBox="0 0 10 10" className={arrow.shapeClassName} aria-hidden="true">
            <path d="M0 0 L5 5 L10 0" />
          </svg>
        </OverlayArrow>
      )}
      {children}
    </RACTooltip>
  );
  if (!trigger) return tooltip;
  // The id the trigger's aria-describedby names, handed over as react-aria's own TooltipTrigger does (its
  // TooltipProps type does not list `id`, which the Tooltip still puts on its element).
  const context = { id: trigger.tooltipId, triggerRef: trigger.triggerRef } as RACTooltipProps;
  return (
    <TooltipTriggerStateContext.Provider value={trigger.state}>
      <TooltipContext.Provider value={context}>{tooltip}</TooltipContext.Provider>
    </TooltipTriggerStateContext.Provider>
  );
}
