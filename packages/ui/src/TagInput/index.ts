export { TagInput, type TagInputProps } from './TagInput';
export { defaultTagInputMessages, type TagInputMessages } from './TagInput.core';
export { isDuplicateTag, type TagInputItem } from './TagInput.rules';
