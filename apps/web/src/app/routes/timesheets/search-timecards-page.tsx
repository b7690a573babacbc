import { PageHeader } from '@/components/page-header.tsx';
import { TimecardSearch } from '@/features/timecard-search/components/timecard-search.tsx';
import { SEARCH_TEXT } from '@/features/timecard-search/messages.ts';

/** Search Timecards (A§2.2): find timecards by who, where, when, status and description. */
export default function SearchTimecardsPage() {
  return (
    <>
      <PageHeader title={SEARCH_TEXT.title} />
      <TimecardSearch />
    </>
  );
}
