/** The kinds of material: 1 文字, 2 文件, 4 H5链接, 5 小程序. */
export type MaterialType = 1 | 2 | 4 | 5;

/** The default tab names of the material types. */
export const MATERIAL_TYPE_LABELS: Record<MaterialType, string> = {
  1: '文字',
  2: '文件',
  4: 'H5链接',
  5: '小程序',
};

/** A material as the server lists it. Which fields are set depends on `type`. */
export interface Material {
  id: string | number;
  /** The alias (素材别名) the user gave it. */
  name: string;
  /** A tag shown next to the alias. */
  tag?: string;
  type: MaterialType;
  /** 文字: the text. */
  content?: string;
  /** 文件 and H5链接: the address. */
  url?: string;
  /** 文件: the extension (pdf, docx…). */
  fileType?: string;
  /** 文件: the file name; H5链接 and 小程序: the card title. */
  title?: string;
  /** H5链接: the card's description. */
  description?: string;
  /** H5链接 and 小程序: the card's picture. */
  thumbUrl?: string;
  /** 小程序: the app id, the original id (gh_…) and the page opened. */
  appid?: string;
  username?: string;
  pagePath?: string;
  /** 小程序: the app's icon. */
  iconUrl?: string;
  /** 文件: the size, in bytes (a number) or already formatted (a string). */
  size?: number | string;
}

/** What `loadPage` is asked for: one page of one type, filtered by alias. */
export interface MaterialPageQuery {
  type: MaterialType;
  /** The alias filter (empty: all). */
  name: string;
  /** The page, 1-based. */
  current: number;
  pageSize: number;
}

/** One page of materials and the number of materials of all pages. */
export interface MaterialPage<T extends Material = Material> {
  count: number;
  list: T[];
}
