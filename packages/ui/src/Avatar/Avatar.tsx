import { clsx } from 'clsx';
import { type HTMLAttributes, type Ref, useState } from 'react';
import * as styles from './Avatar.css';
import { getInitial, getToneIndex, isImageSrc } from './Avatar.utils';

const tones = Object.keys(styles.tone) as (keyof typeof styles.tone)[];

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Whose avatar it is: the image's alt text, and the source of the fallback initial. */
  name: string;
  /**
   * The image URL (http(s), `blob:`, `data:image/` or a same-site path; anything else is not used). Without one,
   * or when it fails to load, the first character of `name` shows.
   */
  src?: string;
  /**
   * @default 'md'
   */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /**
   * @default 'circle'
   */
  shape?: 'circle' | 'square';
  /**
   * Hide the avatar from assistive technology, for when the name is written right next to it (a friend list)
   * and would otherwise be read twice.
   * @default false
   */
  isDecorative?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A person's or group's picture, falling back to the first character of the name on a colour picked from the
 * name (stable per name) when there is no image or it fails to load. It is an image named by `name` unless
 * `isDecorative`.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  shape = 'circle',
  isDecorative = false,
  className,
  ...props
}: AvatarProps) {
  // The URL that failed, so a new `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const showImage = !!src && isImageSrc(src) && failedSrc !== src;
  const tone = tones[getToneIndex(name, tones.length)] ?? 'neutral';
  const root = clsx(styles.avatar({ size, shape }), !showImage && styles.tone[tone], className);

  if (showImage) {
    return (
      <span {...props} className={root} aria-hidden={isDecorative || undefined}>
        <img className={styles.image} src={src} alt={isDecorative ? '' : name} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span {...a11y} {...props} className={root}>
      <span aria-hidden="true">{getInitial(name)}</span>
    </span>
  );
}
