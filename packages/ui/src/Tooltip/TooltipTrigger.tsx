import { createContext, type PointerEvent, type ReactNode, type Ref, useContext, useRef } from 'react';
import { mergeProps, useTooltipTrigger } from 'react-aria';
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import type {
  TooltipProps as RACTooltipProps,
  TooltipTriggerComponentProps as RACTooltipTriggerProps,
} from 'react-aria-components';
// react-stately's own timing (warm-up, cool-down, one tooltip at a time), from its subpath: the package root
// would bring every other state hook along.
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { useTooltipOverlay } from './overlay-loader';
import type { TooltipOverlay, TooltipTriggerValue } from './TooltipOverlay';

export interface TooltipTriggerProps extends RACTooltipTriggerProps {
  /**
   * Milliseconds the pointer rests on the trigger before the tooltip opens. Keyboard focus opens it at once.
   * @default 600
   */
  delay?: number;
  /**
   * Milliseconds before the tooltip closes once the pointer leaves.
   * @default 200
   */
  closeDelay?: number;
}

type TriggerContextValue = TooltipTriggerValue & { overlay: typeof TooltipOverlay | undefined };
const TriggerContext = createContext<TriggerContextValue | null>(null);

/**
 * Wraps a focusable element (a Button, a Link…) and a `Tooltip`: the tooltip opens on hover after `delay` and at
 * once on keyboard focus, closes on Escape, blur or pointer leave, and describes the trigger
 * (`aria-describedby`).
 */
export function TooltipTrigger({ delay = 600, closeDelay = 200, children, ...props }: TooltipTriggerProps) {
  const triggerRef = useRef<HTMLElement>(null);
  const state = useTooltipTriggerState({ ...props, delay, closeDelay });
  const { triggerProps, tooltipProps } = useTooltipTrigger({ ...props, delay, closeDelay }, state, triggerRef);
  const { overlay, request } = useTooltipOverlay(state.isOpen);
  // The bubble's module starts loading when a pointer arrives, to be there when the delay ends.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' && !props.isDisabled && props.trigger !== 'focus') request();
  };
  // The description points to the bubble only once it can be shown.
  const describedBy = overlay ? triggerProps['aria-describedby'] : undefined;
  return (
    <TriggerContext.Provider value={{ state, tooltipId: tooltipProps.id, triggerRef, overlay }}>
      <FocusableProvider
        {...mergeProps(triggerProps, { onPointerEnter })}
        aria-describedby={describedBy}
        ref={triggerRef}
      >
        {children}
      </FocusableProvider>
    </TriggerContext.Provider>
  );
}

interface OverlayProps extends Omit<RACTooltipProps, 'children'> {
  children: ReactNode;
  arrow?: { className: string; shapeClassName: string };
  ref?: Ref<HTMLDivElement>;
}

/**
 * A tooltip with no style of its own (the Sidebar's rail labels): renders the bubble once its module is loaded,
 * for its `TooltipTrigger`, or for its own `isOpen` / `defaultOpen` next to a `triggerRef`.
 */
export function BareTooltip(props: OverlayProps) {
  const trigger = useContext(TriggerContext);
  const own = useTooltipOverlay(Boolean(props.isOpen || props.defaultOpen));
  const Overlay = trigger?.overlay ?? own.overlay;
  if (!Overlay) return null;
  return <Overlay {...props} trigger={trigger} />;
}
