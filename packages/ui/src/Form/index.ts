export { Form, FormActions, type FormActionsProps, type FormProps } from './Form';
