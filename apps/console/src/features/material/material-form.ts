import type { Material, MaterialInput } from '@weassit/contract';
import { MaterialType } from '@weassit/contract';

/** The material dialog's state: every field as a string (the form shows the ones of `type`). */
export interface MaterialFormValues {
  type: MaterialType;
  name: string;
  tag: string;
  content: string;
  url: string;
  fileType: string;
  title: string;
  description: string;
  thumbUrl: string;
  thumbKey: string;
  appid: string;
  username: string;
  pagePath: string;
  iconUrl: string;
}

export type MaterialField = Exclude<keyof MaterialFormValues, 'type'>;

/** The fields each type saves besides name and tag (spec §3 "Material", §5 "Material form"). */
export const FIELDS_BY_TYPE: Readonly<Record<MaterialType, readonly MaterialField[]>> = {
  [MaterialType.TEXT]: ['content'],
  [MaterialType.FILE]: ['url', 'fileType'],
  [MaterialType.H5]: ['url', 'title', 'description', 'thumbUrl', 'thumbKey'],
  [MaterialType.MINI_PROGRAM]: [
    'appid',
    'username',
    'title',
    'description',
    'pagePath',
    'thumbUrl',
    'thumbKey',
    'iconUrl',
  ],
};

const TEXT_FIELDS: readonly MaterialField[] = [
  'name',
  'tag',
  'content',
  'url',
  'fileType',
  'title',
  'description',
  'thumbUrl',
  'thumbKey',
  'appid',
  'username',
  'pagePath',
  'iconUrl',
];

export function emptyMaterialForm(type: MaterialType): MaterialFormValues {
  const values = { type } as MaterialFormValues;
  for (const field of TEXT_FIELDS) values[field] = '';
  return values;
}

/** A stored material as form values (missing fields become empty strings). */
export function materialToForm(material: Material): MaterialFormValues {
  const values = emptyMaterialForm(material.type);
  for (const field of TEXT_FIELDS) {
    const value = material[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * What `material/add` or `material/rich/add` receives: name, tag, type, the type's own fields (trimmed, except
 * the text content) and `id` when editing. Fields of other types are left out.
 */
export function formToPayload(values: MaterialFormValues, id?: string): MaterialInput {
  const payload: MaterialInput = { type: values.type, name: values.name.trim(), tag: values.tag.trim() };
  if (id) payload.id = id;
  for (const field of FIELDS_BY_TYPE[values.type]) {
    payload[field] = field === 'content' ? values.content : values[field].trim();
  }
  return payload;
}

/** Text and file materials are saved by `material/add`, H5 and mini programs by `material/rich/add`. */
export function saveEndpoint(type: MaterialType): string {
  return type === MaterialType.H5 || type === MaterialType.MINI_PROGRAM
    ? '/api/material/rich/add'
    : '/api/material/add';
}

/** The file name at the end of an uploaded file's URL (decoded), for showing a stored file. */
export function fileNameOfUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
