import { SearchSelect } from '@/components/search-select.tsx';
import { getUserLookupQueryOptions, getUserSearchQueryOptions } from './api/get-user-options.ts';

interface UserSelectProps {
  /** The chosen user's id, '' for none. */
  value: string;
  onChange(userId: string): void;
  label?: string;
  required?: boolean;
}

/** A user picker that searches as you type (GET /users/v2?q=, debounced). */
export function UserSelect({ label = 'Associate', ...props }: UserSelectProps) {
  return (
    <SearchSelect
      {...props}
      search={getUserSearchQueryOptions}
      lookup={getUserLookupQueryOptions}
      getId={(user) => user.userId}
      getLabel={(user) => user.displayName || user.userId}
      getCaption={(user) => (user.email ? `${user.userId} · ${user.email}` : user.userId)}
      label={label}
    />
  );
}
