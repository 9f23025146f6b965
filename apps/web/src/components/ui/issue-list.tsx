import Alert from 'react-bootstrap/Alert';

/** Several problems at once, as bullets under one heading (spec §2 "/register"). */
export function IssueList({ heading, issues }: { heading: string; issues: readonly string[] }) {
  if (issues.length === 0) return null;
  return (
    <Alert variant="danger" role="alert">
      <p className="fw-semibold mb-1">{heading}</p>
      <ul className="mb-0 ps-3">
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </Alert>
  );
}
