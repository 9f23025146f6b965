import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { TextField } from '../../../components/ui/form-fields.tsx';

/** What `useSchemaForm().field(name)` hands a field. */
type Bound = { id: string; value: string; error?: string; onChange: (value: string) => void };

/**
 * The name and email of a new password account, as every form that makes one asks for them
 * (registration, the first admin's setup link): the same labels, autocomplete and order.
 */
export function NameAndEmailFields({
  firstName,
  lastName,
  email,
}: {
  firstName: Bound;
  lastName: Bound;
  email: Bound;
}) {
  return (
    <>
      <Row>
        <Col sm={6}>
          <TextField {...firstName} label="First name" autoComplete="given-name" required />
        </Col>
        <Col sm={6}>
          <TextField {...lastName} label="Last name" autoComplete="family-name" required />
        </Col>
      </Row>
      <TextField
        {...email}
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
    </>
  );
}
