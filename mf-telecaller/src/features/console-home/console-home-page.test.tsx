import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConsoleHomePage } from './console-home-page';

describe('telecaller console landing', () => {
  it('explains the console under one heading and links nowhere yet', () => {
    render(<ConsoleHomePage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Telecaller console']);
    expect(screen.getByRole('heading', { level: 2, name: 'How leads are assigned' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
