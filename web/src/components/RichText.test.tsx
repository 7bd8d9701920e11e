import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainText } from '../lib/plainText';
import { RichText, sanitizeHtml, typedTextHtml } from './RichText';

describe('RichText', () => {
  it('makes an image with an error handler and a javascript: link inert', () => {
    const { container } = render(
      <RichText html={'<p>Hola</p><img src=x onerror="alert(1)"><a href="javascript:alert(2)">clic</a>'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:|alert/);
    const link = container.querySelector('a');
    expect(link).toHaveTextContent('clic');
    expect(link).not.toHaveAttribute('href');
    expect(container.querySelector('p')).toHaveTextContent('Hola');
  });

  it('keeps the allow-list: paragraphs, lists, emphasis, headings and web or mail links', () => {
    const html = sanitizeHtml(
      '<h3>Temario</h3><ul><li><strong>Patronaje</strong> <em>I</em></li></ul>' +
        '<a href="https://escuela.es">web</a> <a href="mailto:info@escuela.es">correo</a>',
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('h3')).toHaveTextContent('Temario');
    expect(root.querySelector('li strong')).toHaveTextContent('Patronaje');
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://escuela.es', 'mailto:info@escuela.es']);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('drops scripts, styles, frames and inline handlers', () => {
    const html = sanitizeHtml(
      '<script>alert(1)</script><style>p{}</style><iframe src="https://x.es"></iframe>' +
        '<p onclick="alert(1)" style="color:red">texto</p><a href="data:text/html,x">d</a>',
    );
    expect(html).toBe('<p>texto</p><a>d</a>');
  });

  it("keeps the line breaks of text typed without markup of lines, and leaves a school's paragraphs alone", () => {
    expect(typedTextHtml('<b>Incluye</b> talleres\nY prácticas')).toBe('<b>Incluye</b> talleres<br>Y prácticas');
    expect(typedTextHtml('<p>Uno</p>\n<p>Dos</p>')).toBe('<p>Uno</p>\n<p>Dos</p>');
  });

  it('gives the words of formatted text on one line, without tags, for list excerpts', () => {
    expect(plainText('<p><b>Incluye</b> talleres</p><ul><li>Patronaje</li><li>Moulage</li></ul>')).toBe(
      'Incluye talleres Patronaje Moulage',
    );
    expect(plainText('Línea uno<br>línea dos\n<script>alert(1)</script>')).toBe('Línea uno línea dos');
    expect(plainText('Menores de 18 < 20 & más')).toBe('Menores de 18 < 20 & más');
  });
});
