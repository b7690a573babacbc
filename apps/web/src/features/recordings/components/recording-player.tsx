import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { RecordingEvent } from '@tallysheet/contract/engagement/recordings';

type Player = { play(offset?: number): void; pause(): void; destroy(): void };

/** Replays rrweb events with rrweb's Replayer, loaded with this screen only. */
export function RecordingPlayer({ events }: { events: RecordingEvent[] }) {
  const root = useRef<HTMLDivElement>(null);
  const player = useRef<Player | null>(null);
  const [failed, setFailed] = useState(false);
  const replayable = events.length >= 2;

  useEffect(() => {
    if (!replayable || !root.current) return;
    let live = true;
    const target = root.current;
    void import('rrweb')
      .then(({ Replayer }) => {
        if (!live) return;
        const replayer = new Replayer(events as never[], { root: target, mouseTail: false });
        replayer.iframe.title = 'Replay of the recorded session';
        player.current = replayer;
        replayer.play();
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      player.current?.destroy();
      player.current = null;
      target.replaceChildren();
    };
  }, [events, replayable]);

  if (!replayable) return <Alert severity="info">This recording has no events yet.</Alert>;
  if (failed) return <Alert severity="error">The recording could not be replayed.</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => player.current?.play(0)}>
          Replay from the start
        </Button>
        <Button variant="outlined" onClick={() => player.current?.pause()}>
          Pause
        </Button>
      </Stack>
      <Box
        ref={root}
        data-testid="recording-player"
        // The replay scrolls: a keyboard reaches it too.
        tabIndex={0}
        role="region"
        aria-label="Replay"
        sx={{
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          '& iframe': { border: 0, transformOrigin: 'top left' },
          '& .replayer-mouse': { display: 'none' },
        }}
      />
    </Stack>
  );
}
