import { Button, toast } from '@weassit/ui';

export function CopyLinkButton({ link }: { link: string }) {
  return (
    <Button
      variant="secondary"
      onPress={async () => {
        try {
          await navigator.clipboard.writeText(link);
          toast.success('复制成功');
        } catch {
          toast.error('复制失败，请手动复制');
        }
      }}
    >
      复制链接
    </Button>
  );
}
