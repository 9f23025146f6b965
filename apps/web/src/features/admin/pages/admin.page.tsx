import { Fragment } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { msg } from '@saath/shared/i18n';
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
import { t } from '../../../lib/i18n.tsx';
import '../admin.css';

// Admin dashboard: a side menu with four tabs, Analytics first and the default.
export const ADMIN_TABS = [
  { id: 'analytics', label: msg('Analytics') },
  { id: 'groups', label: msg('Groups') },
  { id: 'users', label: msg('Users') },
  { id: 'contacts', label: msg('Contact Messages') },
  // ADR 0024: the money.
  { id: 'payments', label: msg('Payments') },
  { id: 'refunds', label: msg('Refund requests') },
  // ADR 0055, 0056: what the airlines are owed and paid, and the reconciliation report.
  { id: 'settlement', label: msg('Settlement') },
  // Awards still awaiting tickets, and the one deadline extension (docs/product/ticketing.md).
  { id: 'ticketing', label: msg('Ticketing') },
  // Members' passenger corrections after the ticket was issued (docs/product/ticketing.md).
  { id: 'corrections', label: msg('Corrections') },
  // What admins did, newest first.
  { id: 'audit', label: msg('Audit log') },
  // ADR 0026: background jobs that failed for good (dead letters).
  { id: 'jobs', label: msg('Failed jobs') },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

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
  const current = ADMIN_TABS.find((item) => item.id === tab)!;
  // Loaded while the Analytics tab is open; its failure replaces the whole page.
  const analytics = useAnalytics(tab === 'analytics');

  if (tab === 'analytics' && analytics.isError) {
    const others = ADMIN_TABS.filter((item) => item.id !== 'analytics');
    return (
      <Container className="py-4 py-lg-5">
        <title>{t('{tab} · Admin Dashboard · Saath', { tab: t(current.label) })}</title>
        <h1 className="h2 mb-4">{t('Admin Dashboard')}</h1>
        <AnalyticsError
          analytics={analytics}
          otherTabs={others.map((item, i) => (
            <Fragment key={item.id}>
              {i > 0 && (i === others.length - 1 ? t(' or ') : ', ')}
              <Link to={{ search: `?tab=${item.id}` }}>{t(item.label)}</Link>
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
      <title>{t('{tab} · Admin Dashboard · Saath', { tab: t(current.label) })}</title>
      <h1 className="h2 mb-4">{t('Admin Dashboard')}</h1>
      <Row className="g-4">
        <Col md={3} xl={2}>
          {/* Phones: the pills wrap above the content; wider screens: a column beside it. */}
          <nav aria-label={t('Admin sections')} className="admin-menu">
            <ul className="nav nav-pills flex-md-column gap-1">
              {ADMIN_TABS.map((item) => (
                <li key={item.id} className="nav-item">
                  <Link
                    to={{ search: `?tab=${item.id}` }}
                    className={`nav-link${item.id === tab ? ' active' : ''}`}
                    aria-current={item.id === tab ? 'page' : undefined}
                  >
                    {t(item.label)}
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
