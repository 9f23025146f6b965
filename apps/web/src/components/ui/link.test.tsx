import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Link, NavLink } from './link.tsx';

function Where() {
  const location = useLocation();
  return (
    <output>{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</output>
  );
}

const active = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

function renderAt(path: string, links: React.ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the app links', () => {
  it('navigate inside the app on a plain click, with the state given', () => {
    const onClick = vi.fn();
    renderAt(
      '/',
      <Link to="/groups?route=DEL-BOM" state={{ from: 'home' }} onClick={onClick}>
        Groups
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Groups' });
    expect(link).toHaveAttribute('href', '/groups?route=DEL-BOM');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('/groups?route=DEL-BOM|{"from":"home"}');
  });

  it('leave a click with a modifier key, or one the page prevented, to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/a">A</Link>
        <Link to="/b" onClick={(event) => event.preventDefault()}>
          B
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(screen.getByRole('status')).toHaveTextContent('/|null');
  });

  it('write the language prefix of a Hindi page into the address', () => {
    renderAt('/hi/login', <Link to="/register">Register</Link>, '/hi');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/hi/register');
  });

  it('mark the current page, and with `end` only the very page, not those under it', () => {
    renderAt(
      '/tickets/42',
      <>
        <NavLink to="/tickets" className={active}>
          Tickets
        </NavLink>
        <NavLink to="/tickets" end className={active}>
          Only tickets
        </NavLink>
        <NavLink to="/tick" className={active}>
          Prefix
        </NavLink>
      </>,
    );
    const tickets = screen.getByRole('link', { name: 'Tickets' });
    expect(tickets).toHaveAttribute('aria-current', 'page');
    expect(tickets).toHaveClass('on');
    const only = screen.getByRole('link', { name: 'Only tickets' });
    expect(only).not.toHaveAttribute('aria-current');
    expect(only).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'Prefix' })).toHaveClass('off');
  });
});
