import { TagInput } from '@weassit/ui';
import { useState } from 'react';

export function KeywordsField() {
  const [keywords, setKeywords] = useState<string[]>(['你好']);
  return (
    <TagInput
      label="关键词"
      isRequired
      errorMessage="关键词必填"
      maxTags={10}
      value={keywords}
      onChange={setKeywords}
    />
  );
}
