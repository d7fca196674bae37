import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  Slider as RACSlider,
  type SliderProps as RACSliderProps,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { Label } from '../Field';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<RACSliderProps<number>, 'children'> {
  /** The visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /**
   * Show the current value, formatted with `formatOptions`, at the end of the label line.
   * @default true
   */
  showOutput?: boolean;
  /** Name of the value when the slider is submitted in a form. */
  name?: string;
  /** Ref of the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A slider for picking one number in a range, built on react-aria-components' Slider: drag the thumb or press the
 * track, or use the arrow keys, Page Up/Down, Home and End. The value is shown next to the label, formatted with
 * `formatOptions` (percent, units, currency) for the eye and for screen readers alike.
 */
export function Slider({ label, showOutput = true, name, className, ...props }: SliderProps) {
  return (
    <RACSlider<number> {...props} className={composeRenderProps(className, (cls) => clsx(styles.root, cls))}>
      {label && <Label className={styles.label}>{label}</Label>}
      {showOutput && <SliderOutput className={styles.output} />}
      <SliderTrack className={styles.track}>
        <SliderFill className={styles.fill} />
        <SliderThumb className={styles.thumb} name={name} />
      </SliderTrack>
    </RACSlider>
  );
}
