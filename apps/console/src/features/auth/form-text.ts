/** A reader of a submitted form's text fields by name: a missing field reads as ''. */
export function formText(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => String(data.get(name) ?? '');
}
