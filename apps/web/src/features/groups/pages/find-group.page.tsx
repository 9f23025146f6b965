import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import type { Group } from '@saath/shared/groups';
import { communityPath } from '../../../app/paths.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useGroupSearch, type SearchParams } from '../api/groups.api.ts';
import { useTravelRules } from '../api/meta.api.ts';
import { CreateWizard } from '../components/create-wizard.tsx';
import { GroupSearchForm } from '../components/group-search-form.tsx';
import { JoinWizard } from '../components/join-wizard.tsx';
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
  hasErrors,
  searchErrors,
  type SearchErrors,
  type SearchValues,
} from '../search-form-state.ts';
import { useProfileGate } from '../use-profile-gate.ts';

type Wizard =
  | { kind: 'join'; groupId: string; summary: TripSummary; drafts?: PassengerDraft[] }
  | { kind: 'create'; summary: TripSummary };

const summaryOf = (values: SearchValues): TripSummary => ({
  from: values.from,
  to: values.to,
  travelDate: values.travelDate,
  timeSlot: values.timeSlot,
});

/** spec §2 "/communities/new": find a group to join, or create one. */
export default function FindGroupPage() {
  const navigate = useNavigate();
  const rules = useTravelRules();
  const gate = useProfileGate();
  const [values, setValues] = useState<SearchValues>(EMPTY_SEARCH);
  const [errors, setErrors] = useState<SearchErrors>({});
  const [params, setParams] = useState<SearchParams | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [wizard, setWizard] = useState<Wizard | null>(null);
  const [created, setCreated] = useState<Group | null>(null);
  const search = useGroupSearch(params);

  // spec §4: creating a group navigates to it after 2 s.
  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(
      () => navigate(communityPath(created.community_id)),
      AFTER_CREATE_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [created, navigate]);

  const onChange = (next: SearchValues) => {
    setValues(next);
    setErrors({});
    setProblem(null);
  };

  const onSearch = () => {
    const found = searchErrors(values, rules);
    setErrors(found);
    setProblem(null);
    if (hasErrors(found)) return;
    setParams({
      from_location: values.from,
      to_location: values.to,
      travel_date: values.travelDate,
      time_slot: values.timeSlot,
    });
  };

  // spec §5 "Creating a group": all four fields, then a complete profile. The slot may be the
  // one chosen beside the results of an 'Any time' search (issue 14).
  const onCreate = (slot?: string) => {
    const chosen = slot ? { ...values, timeSlot: slot } : values;
    if (slot) setValues(chosen);
    if (!chosen.from || !chosen.to || !chosen.travelDate || !chosen.timeSlot) {
      setProblem(CREATE_FIELDS_REQUIRED);
      return;
    }
    const found = searchErrors(chosen, rules);
    setErrors(found);
    if (hasErrors(found)) {
      setProblem(null);
      return;
    }
    if (!gate.check()) {
      setProblem(CREATE_PROFILE_INCOMPLETE);
      return;
    }
    setProblem(null);
    setWizard({ kind: 'create', summary: summaryOf(chosen) });
  };

  const onJoin = (group: Group) => {
    if (!gate.check()) return;
    setWizard({
      kind: 'join',
      groupId: group.community_id,
      summary: {
        from: group.from_location,
        to: group.to_location,
        travelDate: group.travel_date,
        timeSlot: group.time_slot,
        passengerCount: group.passenger_count,
        capacity: group.capacity,
      },
    });
  };

  const onExists = (existingId: string, drafts: PassengerDraft[]) => {
    const summary = wizard?.summary ?? summaryOf(values);
    setWizard(null);
    // spec §8: confirmed by a browser dialog that opens the Join modal.
    if (window.confirm(GROUP_EXISTS_CONFIRM)) {
      setWizard({ kind: 'join', groupId: existingId, summary, drafts });
    }
  };

  const closeWizard = () => setWizard(null);

  return (
    <Container className="py-4 py-lg-5">
      <title>Find or Create a Flight Group · Saath</title>
      <h1 className="h2 mb-1">Find or Create a Flight Groups</h1>
      <p className="text-body-secondary mb-4">
        Search for a group on your route and date. Groups that reach {rules.threshold} passengers
        ask airlines for quotes; the lowest bid wins.
      </p>

      <div aria-live="polite">
        {created && (
          <Alert variant="success" role="status">
            {CREATED}
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
            values={values}
            errors={errors}
            rules={rules}
            searching={search.isFetching}
            onChange={onChange}
            onSearch={onSearch}
          />
        </Card.Body>
      </Card>

      {params && search.isPending && <PageSpinner label="Searching for groups…" />}
      {params && search.isError && (
        <Alert variant="danger" role="alert" className="mt-4">
          {errorText(search.error, SEARCH_FAILED)}
        </Alert>
      )}
      {params && search.data && (
        <SearchResults
          results={search.data}
          onJoin={onJoin}
          onCreate={onCreate}
          slotChoices={
            values.timeSlot
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
