import Form from 'react-bootstrap/Form';

type FilterSelectProps<T extends string> = {
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  className?: string;
};

/** A list's state filter (Users status, contact messages state), its label given by the group. */
export function FilterSelect<T extends string>(props: FilterSelectProps<T>) {
  return (
    <Form.Select
      size="sm"
      className={props.className}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as T)}
    >
      {props.options.map((option) => (
        <option key={option} value={option}>
          {props.labels[option]}
        </option>
      ))}
    </Form.Select>
  );
}
