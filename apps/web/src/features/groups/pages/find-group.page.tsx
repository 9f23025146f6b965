import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { searchQuerySchema, type Group } from '@saath/shared/groups';
import { communityPath } from '../../../lib/paths.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { t } from '../../../lib/i18n.tsx';
import { useGroupSearch } from '../api/groups.api.ts';
import { useTravelRules } from '../api/meta.api.ts';
import { CreateWizard } from '../components/create-wizard.tsx';
import { GroupSearchForm } from '../components/group-search-form.tsx';
import { JoinWizard, joinSummaryOf } from '../components/join-wizard.tsx';
import type { TripSummary } from '../components/passenger-wizard.tsx';
import { ProfileIncompleteModal } from '../components/profile-incomplete-modal.tsx';
import { SearchResults } from '../components/search-results.tsx';
import {
  AFTER_CREATE_REDIRECT_MS,
  CREATED,
  CREATE_FIELDS_REQUIRED,
  CREATE_PROFILE_INCOMPLETE,
  GROUP_EXISTS_CONFIRM,
  SEARCH_FAILED,
} from '../group-messages.ts';
import type { PassengerDraft } from '../passenger-drafts.ts';
import {
  EMPTY_SEARCH,
  leadTimeIssues,
  searchFromUrl,
  searchToUrl,
  type SearchValues,
} from '../search-form-state.ts';
import { useProfileGate } from '../use-profile-gate.ts';

type Wizard =
  | { kind: 'join'; groupId: string; summary: TripSummary; drafts?: PassengerDraft[] }
  | { kind: 'create'; summary: TripSummary };

const summaryOf = (values: SearchValues): TripSummary => ({
  from: values.from_location,
  to: values.to_location,
  travelDate: values.travel_date,
  timeSlot: values.time_slot,
});

/** /communities/new: find a group to join, or create one. */
export default function FindGroupPage() {
  const navigate = useNavigate();
  const rules = useTravelRules();
  const gate = useProfileGate();
  // The search lives in the address: a reload, Back or a shared link shows it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const params = searchFromUrl(searchParams);
  const form = useSchemaForm({
    initial: () => params ?? EMPTY_SEARCH,
    idPrefix: 'search',
    schema: searchQuerySchema,
    check: (values) => leadTimeIssues(values, rules),
  });
  const { values } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const [wizard, setWizard] = useState<Wizard | null>(null);
  const [created, setCreated] = useState<Group | null>(null);
  const search = useGroupSearch(params);

  // Back and Forward between searches put that search back in the form too.
  const addressSearch = searchParams.toString();
  useEffect(() => {
    form.setValues(searchFromUrl(new URLSearchParams(addressSearch)) ?? EMPTY_SEARCH);
    // Only when the address changes, not when the form does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressSearch]);

  // Creating a group navigates to it after 2 s.
  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(
      () => navigate(communityPath(created.community_id)),
      AFTER_CREATE_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [created, navigate]);

  // A query, not a mutation: the promise is the one of the fetch it starts.
  const onSearch = form.submit((_, checked) => {
    setProblem(null);
    setSearchParams(searchToUrl(checked));
    return Promise.resolve();
  });

  // Creating a group: all four fields, then a complete profile. The slot may be the
  // one chosen beside the results of an 'Any time' search.
  const onCreate = async (slot?: string) => {
    const chosen = slot ? { ...values, time_slot: slot } : values;
    if (slot) form.setValues(chosen);
    if (!chosen.from_location || !chosen.to_location || !chosen.travel_date || !chosen.time_slot) {
      setProblem(t(CREATE_FIELDS_REQUIRED));
      return;
    }
    if (!(await form.validate(chosen))) {
      setProblem(null);
      return;
    }
    if (!gate.check()) {
      setProblem(t(CREATE_PROFILE_INCOMPLETE));
      return;
    }
    setProblem(null);
    setWizard({ kind: 'create', summary: summaryOf(chosen) });
  };

  const onJoin = (group: Group) => {
    if (!gate.check()) return;
    setWizard({ kind: 'join', groupId: group.community_id, summary: joinSummaryOf(group) });
  };

  const onExists = (existingId: string, drafts: PassengerDraft[]) => {
    const summary = wizard?.summary ?? summaryOf(values);
    setWizard(null);
    // Confirmed by a browser dialog that opens the Join modal.
    if (window.confirm(t(GROUP_EXISTS_CONFIRM))) {
      setWizard({ kind: 'join', groupId: existingId, summary, drafts });
    }
  };

  const closeWizard = () => setWizard(null);

  return (
    <Container className="py-4 py-lg-5">
      <title>{t('Find or Create a Flight Group · Saath')}</title>
      {/* The title reads 'Flight Groups' (a typo the new-user test tripped on). */}
      <h1 className="h2 mb-1">{t('Find or Create a Flight Group')}</h1>
      <p className="text-body-secondary mb-4">
        {t(
          'Search for a group on your route and date. Groups that reach {count} passengers ask airlines for quotes; the lowest bid wins.',
          { count: rules.threshold },
        )}
      </p>

      <div aria-live="polite">
        {created && (
          <Alert variant="success" role="status">
            {t(CREATED)}
          </Alert>
        )}
      </div>
      {problem && (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      )}

      <Card className="shadow-sm">
        <Card.Body>
          <GroupSearchForm
            form={form}
            rules={rules}
            searching={search.isFetching}
            onEdit={() => setProblem(null)}
            onSearch={onSearch}
          />
        </Card.Body>
      </Card>

      {params && search.isPending && <PageSpinner label={t('Searching for groups…')} />}
      {params && search.isError && (
        <Alert variant="danger" role="alert" className="mt-4">
          {errorText(search.error, t(SEARCH_FAILED))}
        </Alert>
      )}
      {params && search.data && (
        <SearchResults
          results={search.data}
          onJoin={onJoin}
          onCreate={(slot) => void onCreate(slot)}
          slotChoices={
            values.time_slot
              ? undefined
              : rules.timeSlots.map((s) => ({ value: s.code, label: s.label }))
          }
        />
      )}

      {wizard?.kind === 'join' && (
        <JoinWizard
          groupId={wizard.groupId}
          summary={wizard.summary}
          initialDrafts={wizard.drafts}
          onJoined={(group) => navigate(communityPath(group.community_id))}
          onForbidden={gate.handleForbidden}
          onClose={closeWizard}
        />
      )}
      {wizard?.kind === 'create' && (
        <CreateWizard
          summary={wizard.summary}
          onCreated={(group) => {
            setWizard(null);
            setCreated(group);
          }}
          onExists={onExists}
          onForbidden={gate.handleForbidden}
          onClose={closeWizard}
        />
      )}
      <ProfileIncompleteModal {...gate.modalProps} />
    </Container>
  );
}
