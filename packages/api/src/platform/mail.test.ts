import { describe, expect, it } from 'vitest';
import { renderTemplate } from './mail';

describe('renderTemplate', () => {
  it('fills every known variable, with or without spaces inside the braces', () => {
    const out = renderTemplate(
      'Hi {{user_name}}, plan {{ plan_name }}: {{verify_url}} {{reset_url}} {{dashboard_url}}',
      {
        user_name: 'ann',
        plan_name: 'Free',
        verify_url: 'https://a/v',
        reset_url: 'https://a/r',
        dashboard_url: 'https://a/links',
      },
      false,
    );
    expect(out).toBe('Hi ann, plan Free: https://a/v https://a/r https://a/links');
  });

  it('fills a variable every time it appears', () => {
    expect(renderTemplate('{{user_name}} and {{user_name}}', { user_name: 'bo' }, false)).toBe('bo and bo');
  });

  it('escapes values in HTML', () => {
    const out = renderTemplate(
      '<p>{{user_name}}</p><a href="{{verify_url}}">x</a>',
      {
        user_name: `<script>alert("x")</script> & 'co'`,
        verify_url: 'https://a/v?token=t&x="y"',
      },
      true,
    );
    expect(out).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p><a href="https://a/v?token=t&amp;x=&quot;y&quot;">x</a>',
    );
  });

  it('leaves values as they are in text and subjects', () => {
    expect(renderTemplate('{{user_name}}', { user_name: `<b>o'neil & co</b>` }, false)).toBe(`<b>o'neil & co</b>`);
  });

  it('does not escape the template itself, only the values', () => {
    expect(renderTemplate('<b>&amp; {{user_name}}</b>', { user_name: 'x' }, true)).toBe('<b>&amp; x</b>');
  });

  it('keeps unknown or missing placeholders visible', () => {
    expect(renderTemplate('{{unknown_thing}} {{reset_url}} {{User_Name}}', { user_name: 'x' }, true)).toBe(
      '{{unknown_thing}} {{reset_url}} {{User_Name}}',
    );
  });

  it('does not read replacement patterns in values', () => {
    expect(renderTemplate('{{user_name}}', { user_name: "$& $' $1" }, false)).toBe("$& $' $1");
  });

  it('does not render placeholders that a value brings in', () => {
    expect(renderTemplate('{{user_name}} {{plan_name}}', { user_name: '{{plan_name}}', plan_name: 'Pro' }, false)).toBe(
      '{{plan_name}} Pro',
    );
  });

  it('renders an empty value as empty', () => {
    expect(renderTemplate('[{{user_name}}]', { user_name: '' }, true)).toBe('[]');
  });
});
