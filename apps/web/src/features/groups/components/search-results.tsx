import { useId, useState } from 'react';
import { Link } from '../../../components/ui/link';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { type Group, type SearchResponse } from '@saath/shared/groups';
import { timeSlotLabel } from '@saath/shared/travel';
import { communityPath } from '../../../lib/paths.ts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { passengerTallyText } from '../group-status-texts.ts';
import { t } from '../../../lib/i18n.tsx';
import { CREATE_NEEDS_SLOT } from '../group-messages.ts';

type SearchResultsProps = {
  results: SearchResponse;
  onJoin: (group: Group) => void;
  /** Starts the create wizard; `slot` is the one chosen here when the search had none. */
  onCreate: (slot?: string) => void;
  /** The slots to choose from when the search was for 'Any time' (a group needs one). */
  slotChoices?: readonly { value: string; label: string }[];
};

/** 'Available Flight Groups', exact date and ±3 days, or 'No Groups Found'. */
export function SearchResults({ results, onJoin, onCreate, slotChoices }: SearchResultsProps) {
  const empty = results.exact_matches.length === 0 && results.alternative_matches.length === 0;
  return (
    <Card className="shadow-sm mt-4">
      <Card.Body>
        <h2 className="h4 mb-3">{t('Available Flight Groups')}</h2>
        {empty ? (
          <div className="text-center py-4">
            <h3 className="h5">{t('No Groups Found')}</h3>
            <p className="text-body-secondary">
              {t(
                'Nobody has started a group for this route and date yet. Start one and others will join you.',
              )}
            </p>
            <CreateGroupPrompt onCreate={onCreate} slotChoices={slotChoices} />
          </div>
        ) : (
          <>
            <ResultTable
              title={t('Exact Date Matches')}
              groups={results.exact_matches}
              onJoin={onJoin}
            />
            <ResultTable
              title={t('Alternative Dates (±3 days)')}
              groups={results.alternative_matches}
              onJoin={onJoin}
            />
            <div className="border-top pt-3">
              <p className="text-body-secondary mb-2">{t('No group that suits you?')}</p>
              <CreateGroupPrompt onCreate={onCreate} slotChoices={slotChoices} outline />
            </div>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

type CreateGroupPromptProps = Pick<SearchResultsProps, 'onCreate' | 'slotChoices'> & {
  outline?: boolean;
};

/** 'Create New Group', with the slot asked for first when the search did not name one. */
function CreateGroupPrompt({ onCreate, slotChoices, outline }: CreateGroupPromptProps) {
  const slotId = useId();
  const [slot, setSlot] = useState('');
  const [missing, setMissing] = useState(false);
  const variant = outline ? 'outline-primary' : 'primary';
  if (!slotChoices) {
    return (
      <Button variant={variant} onClick={() => onCreate()}>
        {t('Create New Group')}
      </Button>
    );
  }
  return (
    <Form
      className={outline ? 'text-start' : 'mx-auto text-start'}
      style={{ maxWidth: '22rem' }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!slot) setMissing(true);
        else onCreate(slot);
      }}
    >
      <SelectField
        id={slotId}
        label={t('Time slot for the new group')}
        value={slot}
        onChange={(value) => {
          setSlot(value);
          setMissing(false);
        }}
        options={slotChoices}
        emptyLabel={t('Choose a time slot')}
        hint={missing ? undefined : t(CREATE_NEEDS_SLOT)}
        error={missing ? t(CREATE_NEEDS_SLOT) : undefined}
        required
      />
      <Button type="submit" variant={variant}>
        {t('Create New Group')}
      </Button>
    </Form>
  );
}

type ResultTableProps = { title: string; groups: readonly Group[]; onJoin: (group: Group) => void };

function ResultTable({ title, groups, onJoin }: ResultTableProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h3 id={headingId} className="h6 text-uppercase text-body-secondary">
        {title}
      </h3>
      {groups.length === 0 ? (
        <p className="mb-0">{t('No groups on these dates.')}</p>
      ) : (
        <DataTable
          columns={columns(onJoin)}
          rows={groups}
          rowKey={(group) => group.community_id}
          labelledBy={headingId}
        />
      )}
    </section>
  );
}

function columns(onJoin: (group: Group) => void): DataColumn<Group>[] {
  return [
    { header: t('Date'), cell: (group) => formatLongDate(group.travel_date) },
    { header: t('Departure Time Slot'), cell: (group) => timeSlotLabel(group.time_slot) },
    {
      header: t('Passengers'),
      nowrap: true,
      cell: (group) => passengerTallyText(group.passenger_count, group.threshold, group.capacity),
    },
    {
      header: t('Status'),
      // The group's own status, as its page shows it: an 'Active' for every status but
      // READY_FOR_BOOKING called a Pending group Active here and Pending on its page.
      cell: (group) => <StatusBadge status={group.status} />,
    },
    {
      header: t('Action'),
      action: true,
      hiddenHeader: true,
      className: 'text-lg-end',
      cell: (group) => <ResultAction group={group} onJoin={onJoin} />,
    },
  ];
}

function ResultAction({ group, onJoin }: { group: Group; onJoin: (group: Group) => void }) {
  const date = formatLongDate(group.travel_date);
  const slot = timeSlotLabel(group.time_slot);
  const full = group.passenger_count >= group.capacity;
  return group.my_passenger_count > 0 ? (
    <Link
      to={communityPath(group.community_id)}
      className="btn btn-sm btn-outline-primary"
      aria-label={t('View your group on {date}, {slot}', { date, slot })}
    >
      {t('View')}
    </Link>
  ) : (
    <Button
      size="sm"
      onClick={() => onJoin(group)}
      disabled={full}
      aria-label={
        full
          ? t('Group on {date}, {slot} is full', { date, slot })
          : t('Join group on {date}, {slot}', { date, slot })
      }
    >
      {full ? t('Full') : t('Join')}
    </Button>
  );
}
