import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocalTime } from './LocalTime';

describe('LocalTime', () => {
  it('server-renders the instant to the minute in UTC, saying so, with the machine-readable instant', () => {
    const html = renderToString(createElement(LocalTime, { value: '2026-11-25T13:36:00.000Z' }));
    expect(html).toBe('<time dateTime="2026-11-25T13:36:00.000Z">Nov 25, 2026, 13:36 UTC</time>');
  });
});
