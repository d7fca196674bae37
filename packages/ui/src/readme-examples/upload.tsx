import { Upload, type UploadContext, type UploadedFile, type UploadRules } from '@weassit/ui';

const coverRules: UploadRules = {
  mimeTypes: ['image/jpeg', 'image/png'],
  extensions: ['jpg', 'jpeg', 'png'],
  maxBytes: 5 * 1024 * 1024,
  typeMessage: '仅支持JPG/PNG格式!',
  sizeMessage: '上传文件大小不能超过 5MB!',
  noChineseName: true,
};

async function uploadCover(file: File, { signal }: UploadContext): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/upload', { method: 'POST', body, signal });
  if (!response.ok) throw new Error(`上传失败（${response.status}）`);
  const { url } = (await response.json()) as { url: string };
  return { url, name: file.name };
}

export function CoverUpload({ onChange }: { onChange: (file: UploadedFile | null) => void }) {
  return <Upload label="封面" variant="thumbnail" rules={coverRules} onUpload={uploadCover} onChange={onChange} />;
}
