import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | null = null;

/** A DOMPurify instance of our own, so its hook never touches another user of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  // Links in an announcement leave the portal in a new tab, without an opener.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Makes operator-supplied announcement HTML safe to render: no script, no
 * event handler attribute, no `javascript:` or `data:` link, no frame,
 * object, form or style sheet. Only HTML (no SVG or MathML) is kept, and
 * inline `style` attributes are dropped so the text follows the theme (a
 * colour picked for a white page is unreadable in the dark theme).
 */
export function sanitizeAnnouncementHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'dialog',
      'template',
    ],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
  });
}
