import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LinkName } from './LinkName';

it('reads as host/slug, decoded, and may break only after the slash', () => {
  const { container } = render(<LinkName hostname="xn--mnchen-3ya.de" slug="gr%C3%BCn" />);
  expect(container.textContent).toBe('münchen.de/grün');
  expect(container.innerHTML).toBe('münchen.de/<wbr>grün');
});
