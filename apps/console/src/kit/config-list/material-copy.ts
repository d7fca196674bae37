import type { MessageItem } from '@weassit/contract';
import type { Material } from '@weassit/ui';

const TEXT = 1;
/** What a message carries of a material (ROBOT-PROTOCOL §4.1), besides its type. */
const MESSAGE_FIELDS = ['url', 'title', 'description', 'thumbUrl', 'appid', 'username', 'pagePath'] as const;

/**
 * A material of the library copied into a message, for a list the robot sends as stored, without fetching a
 * material by id (关键词进群's welcomes): a text becomes a typed text (edited in the form from then on); any other
 * kind keeps its fields, its file name (or else the material's name) as `title`.
 */
export function materialCopyToMessage(material: Material): MessageItem {
  if (material.type === TEXT) return { type: TEXT, content: material.content ?? '' };
  const item: MessageItem = { type: material.type };
  for (const field of MESSAGE_FIELDS) {
    const value = material[field];
    if (value) item[field] = value;
  }
  item.title = material.title || material.name;
  return item;
}
