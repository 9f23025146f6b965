import type { ReactNode } from 'react';

/** One term and its value in a group's facts (`<dl className="group-facts">`). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
