import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleConfig } from '@/test/fixtures.ts';
import { fill, renderWithProviders } from '@/test/render.tsx';
import { useVisibleEditor, type VisibleEditor } from '@/lib/visible-editors.ts';
import { FeedbackButton } from './feedback-button.tsx';

const config = sampleConfig();

/** Stands for an editor drawer: it says whether it is on screen, as the real ones do. */
function OpenEditor({ editor, visible = true }: { editor: VisibleEditor; visible?: boolean }) {
  useVisibleEditor(editor, visible);
  return null;
}

const renderButton = (ui: ReactElement = <FeedbackButton />) =>
  renderWithProviders(ui, { url: '/submit', config });

const textBox = () => screen.getByRole('textbox', { name: 'Feedback' });
const stubFetch = (status: number, body: unknown) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('feedback button', () => {
  it('switching category changes the placeholder, and Cancel closes and resets to bug with empty text', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bug Report' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(textBox().getAttribute('placeholder')).toBe(
      'Briefly describe the issue you are experiencing',
    );

    await user.click(screen.getByRole('button', { name: 'Feature Request' }));
    expect(textBox().getAttribute('placeholder')).toBe(
      'Describe the functionality you wish to see',
    );
    await user.click(screen.getByRole('button', { name: 'General Feedback' }));
    expect(textBox().getAttribute('placeholder')).toBe('Enter your feedback here');
    await fill(user, textBox(), 'Nice work');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(screen.getByRole('button', { name: 'Bug Report' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((textBox() as HTMLTextAreaElement).value).toBe('');
    expect(textBox().getAttribute('placeholder')).toBe(
      'Briefly describe the issue you are experiencing',
    );
  });

  it('Submit posts the payload with the editors on screen, toasts success, closes and resets', async () => {
    const fetch = stubFetch(201, { feedbackId: 'f-1' });
    const user = userEvent.setup();
    renderButton(
      <>
        <FeedbackButton />
        <OpenEditor editor="client" />
        <OpenEditor editor="user" />
        <OpenEditor editor="project" visible={false} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await user.click(screen.getByRole('button', { name: 'Feature Request' }));
    await fill(user, textBox(), 'Export to CSV');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Successfully submitted feedback')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/engagement/send-feedback');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      currentPage: '/submit',
      currentAppVersion: '3.2.0',
      category: 'feature',
      feedbackText: 'Export to CSV',
      sessionRecordingUrl: 'session-recording-not-available',
      allowContact: false,
      clientEditorVisible: true,
      projectEditorVisible: false,
      roleEditorVisible: false,
      contactEditorVisible: false,
      userEditorVisible: true,
      timesheetEditorVisible: false,
    });

    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(screen.getByRole('button', { name: 'Bug Report' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((textBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('empty text can be submitted', async () => {
    const fetch = stubFetch(201, { feedbackId: 'f-2' });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully submitted feedback')).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ category: 'bug', feedbackText: '' });
  });

  it('a failed submit toasts the error and keeps the popover and its text', async () => {
    stubFetch(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await fill(user, textBox(), 'The total is wrong');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('An error occurred submitting feedback')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeTruthy();
    expect((textBox() as HTMLTextAreaElement).value).toBe('The total is wrong');
  });
});
