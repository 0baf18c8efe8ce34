// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../resources/js/components/ui/confirm-dialog';
import { Dialog } from '../../../resources/js/components/ui/dialog';
import { Drawer } from '../../../resources/js/components/ui/drawer';

afterEach(cleanup);

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit address">
        <input aria-label="Label" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('keeps a form inside it from submitting a form it was opened from', async () => {
    const user = userEvent.setup();
    const outer = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const inner = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={outer}>
        <Dialog open onClose={() => undefined} title="New consignee">
          <form onSubmit={inner}>
            <button type="submit">Add</button>
          </form>
        </Dialog>
      </form>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('moves focus in, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ConfirmDialog', () => {
  it('focuses Cancel first and confirms with the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        onClose={onClose}
        onConfirm={onConfirm}
        title="Delete account?"
        message="This cannot be undone."
        confirmText="Delete"
        danger
      />,
    );
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(screen.getByRole('dialog', { name: 'Delete account?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(cancel);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the busy text and cannot be dismissed while busy', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        onClose={onClose}
        onConfirm={() => {}}
        title="Delete account?"
        confirmText="Delete"
        busy
        busyText="Deleting..."
      />,
    );
    const busy = await screen.findByRole('button', { name: 'Deleting...' });
    expect(busy).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});

function DrawerDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Track</button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Tracking"
        closeLabel="Close tracking"
      >
        <a href="#first">First</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a named dialog and closes with its close button, focus back on the opener', async () => {
    const user = userEvent.setup();
    render(<DrawerDemo />);
    const opener = screen.getByRole('button', { name: 'Track' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Tracking' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close tracking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<DrawerDemo />);
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("a closed dialog in the server's HTML", () => {
  // Headless UI's Dialog leaves a hidden marker where it stands even while closed; the
  // browser's first render takes it away, and the page around it moved (a form card's last
  // button lost its margin below).
  it.each([
    [
      'Dialog',
      <Dialog key="d" open={false} onClose={() => undefined} title="Edit address">
        <input aria-label="Label" />
      </Dialog>,
    ],
    [
      'Drawer',
      <Drawer key="w" open={false} onClose={() => undefined} title="Menu">
        <a href="/x">X</a>
      </Drawer>,
    ],
  ])('%s is nothing until it first opens', (_, closed) => {
    expect(renderToString(<div>{closed}</div>)).toBe('<div></div>');
  });

  it('opens when asked after a closed first render, and closes again', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Edit address' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Edit address' })).toBeTruthy();
  });
});
