import Form from 'react-bootstrap/Form';

type NoteFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  className?: string;
};

/** A short free-text note or reason in a confirm dialog (two rows, a length limit). */
export function NoteField({ id, label, onChange, className = 'mb-0', ...input }: NoteFieldProps) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control as="textarea" rows={2} {...input} onChange={(e) => onChange(e.target.value)} />
    </Form.Group>
  );
}
