import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTOR_TYPES, type AuditActorType } from '@tallysheet/contract/audit/audit';
import { ChoiceSelect } from '@/components/choice-select.tsx';
import { DateRangeFields } from '@/components/date-range-fields.tsx';
import { FilterPanel } from '@/components/filter-panel.tsx';
import {
  ACTION_LABELS,
  ACTOR_LABELS,
  AUDIT_TEXT,
  ENTITY_LABELS,
  type ActionName,
  type EntityType,
} from '../messages.ts';

export interface AuditFilterState {
  actorType: AuditActorType | '';
  entityType: EntityType | '';
  entityId: string;
  action: ActionName | '';
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterState = {
  actorType: '',
  entityType: '',
  entityId: '',
  action: '',
  from: '',
  to: '',
};

const ENTITY_TYPES = Object.keys(ENTITY_LABELS) as EntityType[];
const ACTIONS = Object.keys(ACTION_LABELS) as ActionName[];

export const activeFilters = (state: AuditFilterState) =>
  Object.values(state).filter((value) => value !== '').length;

/** Who, entity, action and period (issue 30 §2). */
export function AuditFilters({
  state,
  onChange,
}: {
  state: AuditFilterState;
  onChange(change: Partial<AuditFilterState>): void;
}) {
  const active = activeFilters(state);
  return (
    <FilterPanel
      label={AUDIT_TEXT.filtersLabel}
      id="audit-filters"
      lead={
        <ChoiceSelect
          label={AUDIT_TEXT.who}
          value={state.actorType}
          anyLabel={AUDIT_TEXT.anyone}
          choices={AUDIT_ACTOR_TYPES}
          labels={ACTOR_LABELS}
          onChange={(actorType) => onChange({ actorType })}
          showAny
        />
      }
      active={active - (state.actorType ? 1 : 0)}
      onClear={active ? () => onChange(NO_FILTERS) : undefined}
      clearLabel={AUDIT_TEXT.clearFilters}
    >
      <ChoiceSelect
        label={AUDIT_TEXT.entity}
        value={state.entityType}
        anyLabel={AUDIT_TEXT.anyEntity}
        choices={ENTITY_TYPES}
        labels={ENTITY_LABELS}
        onChange={(entityType) => onChange({ entityType })}
        showAny
      />
      <TextField
        label={AUDIT_TEXT.entityId}
        value={state.entityId}
        onChange={(event) => onChange({ entityId: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        label={AUDIT_TEXT.action}
        value={state.action}
        onChange={(event) => onChange({ action: event.target.value as ActionName | '' })}
      >
        <MenuItem value="">{AUDIT_TEXT.anyAction}</MenuItem>
        {ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields from={state.from} to={state.to} onChange={onChange} />
    </FilterPanel>
  );
}
