import { useId, useState, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { ARTICLES, TOPIC_IDS, type Article, type TopicId } from './articles.ts';

/**
 * The heading of the page the knowledge base shows (the topics or an article): the focus moves
 * to it when the page changes, so a screen reader reads the new page from its title.
 */
export function PageHeading({
  headingRef,
  article,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  /** An article's title is larger than the topics list's. */
  article?: boolean;
  children: ReactNode;
}) {
  return (
    <Typography
      ref={headingRef}
      tabIndex={-1}
      variant={article ? 'h5' : 'h6'}
      component="h3"
      sx={{ mb: article ? 2 : 1, outline: 'none' }}
    >
      {children}
    </Typography>
  );
}

interface ArticlePageProps {
  article: Article;
  headingRef: Ref<HTMLHeadingElement>;
  onNavigate(topic: TopicId | null): void;
}

/** One knowledge-base topic: Back Home, the All Articles menu, the article and its related topics. */
export function ArticlePage({ article, headingRef, onNavigate }: ArticlePageProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const relatedId = useId();

  const choose = (topic: TopicId) => {
    setMenuAnchor(null);
    onNavigate(topic);
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <Button startIcon={<ArrowBack />} onClick={() => onNavigate(null)}>
          Back Home
        </Button>
        <Button
          variant="outlined"
          endIcon={<ExpandMore />}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={Boolean(menuAnchor)}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          All Articles
        </Button>
        <Menu
          id={menuId}
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={() => setMenuAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {TOPIC_IDS.map((id) => (
            <MenuItem key={id} selected={id === article.id} onClick={() => choose(id)}>
              {ARTICLES[id].title}
            </MenuItem>
          ))}
        </Menu>
      </Stack>

      <PageHeading headingRef={headingRef} article>
        {article.title}
      </PageHeading>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {article.sections.map((section) => (
          <Box key={section.heading} component="section">
            <Typography variant="h6" component="h4" sx={{ mb: 0.5 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} variant="body1" sx={{ mb: 1 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Stack>

      <Divider sx={{ my: 2 }} />
      <Box component="nav" aria-labelledby={relatedId}>
        <Typography id={relatedId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
          Related Topics
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {article.related.map((id) => (
            <Link key={id} component="button" type="button" onClick={() => onNavigate(id)}>
              {ARTICLES[id].title}
            </Link>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
