import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useAnalytics } from '../api/admin.api.ts';
import { AnalyticsError, AnalyticsTab } from '../components/analytics-tab.tsx';
import { AuditTab } from '../components/audit-tab.tsx';
import { ContactsTab } from '../components/contacts-tab.tsx';
import { CorrectionsTab } from '../components/corrections-tab.tsx';
import { GroupsTab } from '../components/groups-tab.tsx';
import { JobsTab } from '../components/jobs-tab.tsx';
import { PaymentsTab } from '../components/payments-tab.tsx';
import { RefundRequestsTab } from '../components/refund-requests-tab.tsx';
import { SettlementTab } from '../components/settlement-tab.tsx';
import { TicketingTab } from '../components/ticketing-tab.tsx';
import { UsersTab } from '../components/users-tab.tsx';
import '../admin.css';

// Admin dashboard: a side menu with four tabs, Analytics first and the default.
export const ADMIN_TABS = [
  { id: 'analytics', label: 'Analytics' },
  { id: 'groups', label: 'Groups' },
  { id: 'users', label: 'Users' },
  { id: 'contacts', label: 'Contact Messages' },
  // ADR 0024: the money.
  { id: 'payments', label: 'Payments' },
  { id: 'refunds', label: 'Refund requests' },
  // ADR 0055, 0056: what the airlines are owed and paid, and the reconciliation report.
  { id: 'settlement', label: 'Settlement' },
  // Awards still awaiting tickets, and the one deadline extension (docs/product/ticketing.md).
  { id: 'ticketing', label: 'Ticketing' },
  // Members' passenger corrections after the ticket was issued (docs/product/ticketing.md).
  { id: 'corrections', label: 'Corrections' },
  // What admins did, newest first.
  { id: 'audit', label: 'Audit log' },
  // ADR 0026: background jobs that failed for good (dead letters).
  { id: 'jobs', label: 'Failed jobs' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

const TITLE = 'Admin Dashboard';

function tabOf(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? 'analytics';
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /admin (admins only, RequireAdmin). The tab, the page and a tab's filters live in the URL (?tab=groups&page=2),
 * so refresh, back and a shared link land on the same view.
 */
export default function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const page = pageOf(params.get('page'));
  // A tab's filters (e.g. the Users search) stay in the URL while paging.
  const setPage = (next: number) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  const current = ADMIN_TABS.find((t) => t.id === tab)!;
  // Loaded while the Analytics tab is open; its failure replaces the whole page.
  const analytics = useAnalytics(tab === 'analytics');

  if (tab === 'analytics' && analytics.isError) {
    const others = ADMIN_TABS.filter((t) => t.id !== 'analytics');
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${current.label} · ${TITLE} · Saath`}</title>
        <h1 className="h2 mb-4">{TITLE}</h1>
        <AnalyticsError
          analytics={analytics}
          otherTabs={others.map((t, i) => (
            <Fragment key={t.id}>
              {i > 0 && (i === others.length - 1 ? ' or ' : ', ')}
              <Link to={{ search: `?tab=${t.id}` }}>{t.label}</Link>
            </Fragment>
          ))}
        />
      </Container>
    );
  }

  // The standard container, as the navbar and footer use (the console's own wider,
  // differently padded one put its heading and menu out of line with them).
  return (
    <Container className="py-4 py-lg-5">
      <title>{`${current.label} · ${TITLE} · Saath`}</title>
      <h1 className="h2 mb-4">{TITLE}</h1>
      <Row className="g-4">
        <Col md={3} xl={2}>
          {/* Phones: the pills wrap above the content; wider screens: a column beside it. */}
          <nav aria-label="Admin sections" className="admin-menu">
            <ul className="nav nav-pills flex-md-column gap-1">
              {ADMIN_TABS.map((t) => (
                <li key={t.id} className="nav-item">
                  <Link
                    to={{ search: `?tab=${t.id}` }}
                    className={`nav-link${t.id === tab ? ' active' : ''}`}
                    aria-current={t.id === tab ? 'page' : undefined}
                  >
                    {t.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Col>
        <Col md={9} xl={10}>
          {tab === 'analytics' && <AnalyticsTab analytics={analytics} />}
          {tab === 'groups' && <GroupsTab page={page} onPage={setPage} />}
          {tab === 'users' && <UsersTab page={page} onPage={setPage} />}
          {tab === 'contacts' && <ContactsTab page={page} onPage={setPage} />}
          {tab === 'payments' && <PaymentsTab page={page} onPage={setPage} />}
          {tab === 'refunds' && <RefundRequestsTab page={page} onPage={setPage} />}
          {tab === 'ticketing' && <TicketingTab />}
          {tab === 'settlement' && <SettlementTab />}
          {tab === 'corrections' && <CorrectionsTab page={page} onPage={setPage} />}
          {tab === 'audit' && <AuditTab page={page} onPage={setPage} />}
          {tab === 'jobs' && <JobsTab page={page} onPage={setPage} />}
        </Col>
      </Row>
    </Container>
  );
}
