import { Button, Form, FormActions, TextField } from '@weassit/ui';

export function AliasForm({ onSave }: { onSave: (alias: string) => void }) {
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(String(new FormData(event.currentTarget).get('alias')));
      }}
    >
      <TextField name="alias" label="备注名" isRequired errorMessage="请输入备注名" maxLength={20} />
      <FormActions>
        <Button type="submit">保存</Button>
      </FormActions>
    </Form>
  );
}
