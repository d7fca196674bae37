import { FileIcon, ImageIcon } from '../icons';
import * as styles from './MaterialPicker.css';
import { formatFileSize } from './MaterialPicker.selection';
import type { Material } from './MaterialPicker.types';

function Thumbnail({ src, className }: { src?: string; className: string }) {
  return src ? (
    <img src={src} alt="" className={className} loading="lazy" decoding="async" />
  ) : (
    <span className={`${className} ${styles.thumbPlaceholder}`}>
      <ImageIcon />
    </span>
  );
}

/** A material drawn the way WeChat shows it in a chat: a text bubble, a file row, a link card or a mini-program card. */
export function MaterialPreview({ material }: { material: Material }) {
  switch (material.type) {
    case 1:
      return (
        <p className={styles.bubble}>
          <span className={styles.bubbleText}>{material.content || material.name}</span>
        </p>
      );
    case 2: {
      const fileName = material.title || material.name;
      const meta = [material.fileType?.toUpperCase(), formatFileSize(material.size)].filter(Boolean).join(' · ');
      return (
        <div className={styles.fileCard}>
          <span className={styles.fileIcon} aria-hidden="true">
            {material.fileType ? material.fileType.slice(0, 4).toUpperCase() : <FileIcon />}
          </span>
          <span className={styles.fileText}>
            <span className={styles.fileName}>{fileName}</span>
            {meta && <span className={styles.muted}>{meta}</span>}
          </span>
        </div>
      );
    }
    case 4:
      return (
        <div className={styles.linkCard}>
          <span className={styles.cardTitle}>{material.title || material.name}</span>
          <span className={styles.linkBody}>
            <span className={styles.linkDescription}>{material.description || material.url}</span>
            <Thumbnail src={material.thumbUrl} className={styles.linkThumb} />
          </span>
        </div>
      );
    case 5:
      return (
        <div className={styles.miniCard}>
          <span className={styles.miniHeader}>
            <Thumbnail src={material.iconUrl} className={styles.miniIcon} />
            <span className={styles.cardTitle}>{material.title || material.name}</span>
          </span>
          <Thumbnail src={material.thumbUrl} className={styles.miniThumb} />
          <span className={styles.miniFooter}>小程序</span>
        </div>
      );
    default:
      return <span>{material.name}</span>;
  }
}
