import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { MISSING } from '@/lib/dates.ts';

/** How much text stays before the first match when a snippet starts later in a description. */
const LEAD = 16;

/** The searched words, longest first, so "design" wins over "de" when both match. */
export function searchWords(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 1),
    ),
  ].sort((a, b) => b.length - a.length);
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The description that matched (the first holding a searched word, else the first written),
 * cut to start near the match, with the words marked.
 */
export function snippetOf(
  descriptions: string[],
  text: string,
): { full: string; parts: { text: string; match: boolean }[] } | null {
  const words = searchWords(text);
  const written = descriptions.filter((description) => description.trim());
  if (written.length === 0) return null;
  const pattern = words.length ? new RegExp(`(${words.map(escape).join('|')})`, 'giu') : null;
  const full =
    (pattern && written.find((description) => description.search(pattern) >= 0)) || written[0]!;
  let shown = full;
  const at = pattern ? full.search(pattern) : -1;
  if (at > LEAD) {
    const space = full.lastIndexOf(' ', at - LEAD);
    shown = `…${full.slice(space >= 0 ? space + 1 : at - LEAD)}`;
  }
  const parts = pattern
    ? shown
        .split(pattern)
        .filter(Boolean)
        .map((part) => ({ text: part, match: words.includes(part.toLowerCase()) }))
    : [{ text: shown, match: false }];
  return { full, parts };
}

/** One line of the matched description, words marked, the whole of it in a tooltip when cut. */
export function DescriptionSnippet({
  descriptions,
  text,
}: {
  descriptions: string[];
  text: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const snippet = snippetOf(descriptions, text);
  if (!snippet)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {MISSING}
      </Box>
    );
  const content: ReactNode = snippet.parts.map((part, index) =>
    part.match ? (
      <Box
        component="mark"
        key={index}
        sx={{ bgcolor: '#FFF4E5', color: 'inherit', fontWeight: 600, borderRadius: 0.5 }}
      >
        {part.text}
      </Box>
    ) : (
      part.text
    ),
  );
  return (
    <Tooltip
      title={snippet.full}
      open={open}
      onOpen={() =>
        setOpen(Boolean(ref.current && ref.current.scrollWidth > ref.current.clientWidth))
      }
      onClose={() => setOpen(false)}
    >
      <Box
        component="span"
        ref={ref}
        sx={{
          display: 'block',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {content}
      </Box>
    </Tooltip>
  );
}
