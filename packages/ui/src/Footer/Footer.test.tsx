import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Footer, type FooterProps } from './Footer';
import { sampleHelp, sampleProducts, sampleSocial, sampleVendorLogos } from './Footer.samples';

const props: FooterProps = {
  helpTitle: 'Ayuda',
  helpItems: sampleHelp,
  onHelp: () => {},
  followTitle: 'Síguenos',
  copyright: '© Fortuna',
  vendorsLabel: 'Proveedores',
};

describeConformance('Footer', Footer, { props, element: HTMLElement });

describe('Footer', () => {
  it('is the contentinfo landmark with named sections', async () => {
    const screen = await render(
      <Footer {...props} productTitle="Productos" productItems={sampleProducts} />,
    );
    await expect.element(screen.getByRole('contentinfo')).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Ayuda' })).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Productos' })).toBeVisible();
    await expect.element(screen.getByText('© Fortuna')).toBeVisible();
  });

  it('help topics call onHelp; entries with href are links', async () => {
    const onHelp = vi.fn();
    const screen = await render(
      <Footer
        {...props}
        onHelp={onHelp}
        helpItems={[...sampleHelp, { key: 'blog', label: 'Blog', href: '#blog' }]}
      />,
    );
    await screen.getByRole('button', { name: 'Preguntas frecuentes' }).click();
    expect(onHelp).toHaveBeenCalledWith('faq');
    await expect
      .element(screen.getByRole('link', { name: 'Blog' }))
      .toHaveAttribute('href', '#blog');
  });

  it('leaves out the product list without a title or entries', async () => {
    const screen = await render(<Footer {...props} productItems={sampleProducts} />);
    expect(screen.container.querySelectorAll('section')).toHaveLength(2);
  });

  it('opens social links in a new tab, named by their label', async () => {
    const screen = await render(<Footer {...props} socialLinks={sampleSocial} />);
    const link = screen.getByRole('link', { name: 'Síguenos en la red social' });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows vendor logos in grey, named for screen readers, in colour on hover', async () => {
    const screen = await render(<Footer {...props} vendorLogos={sampleVendorLogos} />);
    const list = screen.getByRole('list', { name: 'Proveedores' });
    const items = list.getByRole('listitem');
    expect(items.elements()).toHaveLength(8);
    const pt = items.elements()[2] as HTMLElement;
    expect(pt.lastElementChild?.textContent).toBe('PT');
    expect(getComputedStyle(pt).filter).toBe('grayscale(1)');
    await items.nth(2).hover();
    await expect.poll(() => getComputedStyle(pt).filter).toBe('none');
  });
});
