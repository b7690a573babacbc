import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { DialogIconButton } from '@/components/dialog-icon-button.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { ARTICLES, TOPIC_IDS, type TopicId } from './articles.ts';
import { ArticlePage, PageHeading } from './article-page.tsx';

const LABEL = 'Knowledge Base';

/** The top bar's knowledge-base button and its "{brand} Knowledge Base" dialog (B§2.3). */
export function KnowledgeBaseButton() {
  const { brandName } = useClientConfig();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [topic, setTopic] = useState<TopicId | null>(null);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigated = useRef(false);

  // After moving between pages, focus the new page's heading so it is announced.
  useEffect(() => {
    if (!navigated.current) return;
    navigated.current = false;
    headingRef.current?.focus();
  }, [topic]);

  const go = (next: TopicId | null) => {
    navigated.current = true;
    setTopic(next);
  };

  return (
    <>
      <DialogIconButton
        label={LABEL}
        onClick={() => {
          setTopic(null);
          setOpen(true);
        }}
      >
        <MenuBookOutlined />
      </DialogIconButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="md"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{`${brandName} ${LABEL}`}</DialogTitle>
        <DialogContent dividers sx={{ minHeight: { sm: 420 } }}>
          {topic ? (
            <ArticlePage article={ARTICLES[topic]} headingRef={headingRef} onNavigate={go} />
          ) : (
            <Box>
              <PageHeading headingRef={headingRef}>Topics</PageHeading>
              <List disablePadding aria-label="Topics">
                {TOPIC_IDS.map((id) => (
                  <ListItem key={id} disablePadding>
                    <ListItemButton onClick={() => go(id)} sx={{ borderRadius: 1, px: 1 }}>
                      <ListItemText
                        primary={ARTICLES[id].title}
                        secondary={ARTICLES[id].summary}
                        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
