import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  SwitchField as RACSwitchField,
  type SwitchFieldProps as RACSwitchFieldProps,
  SwitchButton,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldLabelProps, RequiredMarker } from '../Field';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchFieldProps, 'children'>, Omit<FieldLabelProps, 'label'> {
  /** The label next to the switch: the setting it turns on. Without one, pass `aria-label`. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * An on/off switch for a setting that takes effect at once, built on react-aria-components' SwitchField: a
 * native checkbox input with the `switch` role (Space toggles it) drawn as a track and a sliding thumb.
 */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <RACSwitchField {...props} className={composeRenderProps(className, (cls) => clsx(styles.root, cls))}>
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {children != null && (
          <span>
            {children}
            {props.isRequired && <RequiredMarker />}
          </span>
        )}
      </SwitchButton>
      {description != null && <FieldDescription className={styles.help}>{description}</FieldDescription>}
      <FieldError className={styles.help}>{errorMessage}</FieldError>
    </RACSwitchField>
  );
}
