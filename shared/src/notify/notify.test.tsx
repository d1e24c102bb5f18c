import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/language';
import { notify, NotificationHost } from './notify';

// The module loads react-toastify on the first toast and keeps it: these tests run in order.
describe('notify', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('draws no container, on the server or in the browser, before the first toast', () => {
    expect(renderToString(<NotificationHost />)).toBe('');
    const { container, unmount } = render(<NotificationHost />);
    expect(container.innerHTML).toBe('');
    unmount();
  });

  it('shows the toasts raised while the library loads, newest on top, a repeated text once', async () => {
    render(<NotificationHost />);
    act(() => {
      notify.error('The first message');
      notify.success('The second message');
      notify.error('The first message');
    });
    await screen.findByText('The second message');
    await waitFor(() => expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['The second message', 'The first message']));
  });

  it('on a new page, drops the errors of the step left behind and keeps what was said for the move', async () => {
    render(<NotificationHost />);
    act(() => {
      notify.error('Invalid OTP');
      notify.success('Mobile number verified successfully');
    });
    await screen.findByText('Invalid OTP');
    act(() => notify.dismissStale());
    // Leaving (its exit animation runs) or gone; the toast's id is its text.
    const state = (text: string) => {
      const toast = document.getElementById(text);
      return !toast ? 'gone' : toast.className.includes('exit') ? 'leaving' : 'shown';
    };
    await waitFor(() => expect(state('Invalid OTP')).not.toBe('shown'));
    expect(state('Mobile number verified successfully')).toBe('shown');
  });

  // A guard says its reason again when a second page it guards is asked for: if the first toast is
  // closing by then, the library would still hold its id and drop the repeat (it was lost so).
  it('shows a message again when it is raised while its first toast is leaving', async () => {
    render(<NotificationHost />);
    const reason = 'Please log in with your partner shop account to open the vendor dashboard.';
    const shown = () => [...document.querySelectorAll(`[id^="${reason}"]`)].filter((toast) => !toast.className.includes('exit')).length;
    act(() => notify.info(reason));
    await screen.findByText(reason);
    act(() => notify.dismissAll());
    await waitFor(() => expect(shown()).toBe(0));
    act(() => notify.info(reason));
    await waitFor(() => expect(shown()).toBe(1));
    // While it is on screen a repeat is still the same toast.
    act(() => notify.info(reason));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown()).toBe(1);
  });

  // Pages toast the API's English message as it came (`notify.success(answer.message)`).
  it('shows a success the API worded in the reader’s language, values kept, and any other text as given', async () => {
    render(<NotificationHost />);
    act(() => notify.success('Password changed successfully'));
    await screen.findByText('Password changed successfully');
    act(() => {
      setLanguage('hi');
      notify.success('Draft saved');
      notify.success('Thanks for the call');
    });
    await screen.findByText('ड्राफ़्ट सहेजा गया');
    await screen.findByText('Thanks for the call');
    act(() => {
      setLanguage('mr');
      notify.success('Lead handed to Priya Nair');
    });
    await screen.findByText('लीड Priya Nair यांच्याकडे सोपवली');
    // A coded answer by its code, and a page's own words around the translated message.
    act(() => {
      notify.success({ message: 'Status changed to Sanctioned', messageCode: 'lead.status-changed', messageParams: { status: 'sanctioned' } });
      notify.success({ message: 'Connector added' }, (message) => `${message}: Asha, code C-1`);
    });
    await screen.findByText('स्थिती बदलून मंजूर केली');
    await screen.findByText('कनेक्टर जोडला: Asha, code C-1');
  });
});
