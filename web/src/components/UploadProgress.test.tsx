import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './UploadProgress';

describe('UploadProgress', () => {
  it('is a progressbar named for what is sent, with the percentage said and shown', () => {
    render(<UploadProgress percent={45} label="Subiendo la foto" />);
    const bar = screen.getByRole('progressbar', { name: 'Subiendo la foto' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45 %');
    expect(screen.getByText('45 %')).toBeVisible();
  });

  it('rounds and keeps the value between 0 and 100', () => {
    const { rerender } = render(<UploadProgress percent={33.4} label="Subiendo" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    rerender(<UploadProgress percent={140} label="Subiendo" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<UploadProgress percent={-5} label="Subiendo" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
