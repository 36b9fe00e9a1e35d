import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataAsOf } from './DataAsOf';

describe('DataAsOf', () => {
  it('shows the hour and minute in UTC of a lagging report', () => {
    render(<DataAsOf asOf={Date.UTC(2026, 10, 24, 9, 7, 42) / 1000} />);
    expect(screen.getByRole('note').textContent).toBe('Data as of 09:07 UTC');
  });

  it('shows nothing for a report that is current', () => {
    const { container } = render(<DataAsOf asOf={undefined} />);
    expect(container.textContent).toBe('');
  });
});
