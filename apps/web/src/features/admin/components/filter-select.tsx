import Form from 'react-bootstrap/Form';
import type { Message } from '@saath/shared/i18n';
import { t } from '../../../lib/i18n.tsx';

type FilterSelectProps<T extends string> = {
  value: T;
  options: readonly T[];
  /** Each option's text, marked with msg() and shown in the page's language. */
  labels: Record<T, Message>;
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
          {t(props.labels[option])}
        </option>
      ))}
    </Form.Select>
  );
}
