// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge, Button, ButtonLink, IconButton } from '../../../resources/js/components/ui';
import { CloseIcon } from '../../../resources/js/components/icons';
import { FormActions } from '../../../resources/js/components/ui/form-actions';
import { contrastRatio } from '../../../shared/ui/contrast';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button that never submits by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('type', 'button');
  });

  it('shows the caller busy text and is disabled while busy', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button busy busyText="Saving..." onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button busy={false} busyText="Saving..." onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('can be a link that looks like a button', () => {
    render(<ButtonLink href="/accounts">Add</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe('/accounts');
  });
});

describe('IconButton', () => {
  it('is named by its label, not by its icon', () => {
    render(<IconButton label="Close menu" icon={<CloseIcon />} />);
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Badge', () => {
  it('keeps provider text colours that already read well', () => {
    render(<Badge colors={{ bg: '#ffffff', text: '#111827' }}>Scheduled</Badge>);
    expect(screen.getByText('Scheduled').style.color).toMatch(/#111827|rgb\(17, 24, 39\)/);
  });

  it('adjusts a provider text colour to at least 4.5:1 on its background', () => {
    render(<Badge colors={{ bg: '#FEF3C7', text: '#F59E0B' }}>Pending</Badge>);
    const badge = screen.getByText('Pending');
    const toHex = (css: string) => {
      const rgb = css.match(/\d+/g);
      return rgb
        ? `#${rgb
            .slice(0, 3)
            .map((n) => Number(n).toString(16).padStart(2, '0'))
            .join('')}`
        : css;
    };
    expect(contrastRatio('#fef3c7', toHex(badge.style.color))).toBeGreaterThanOrEqual(4.5);
  });

  it('uses its own tone when the provider sends no colour', () => {
    render(<Badge tone="success">Delivered</Badge>);
    expect(screen.getByText('Delivered').className).toContain('text-green-800');
  });
});

describe('FormActions', () => {
  it('cancels with the secondary button and submits the form with the other, busy while sending', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <FormActions onCancel={onCancel} submitLabel="Rename" busy={false} busyText="Saving..." />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(
      <form onSubmit={onSubmit}>
        <FormActions onCancel={onCancel} submitLabel="Rename" busy busyText="Saving..." />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
  });
});
