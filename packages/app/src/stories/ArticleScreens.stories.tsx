import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Screen } from './Screen';
import { network, screenInDocs, shellLoaded, waitFor } from './screenStory';

/**
 * The news and blog pages (spec 1; /news, /blog and an article at /news/:id): what the operator
 * publishes with `cli article`, for a visitor.
 */
const meta = {
  title: 'App/Article screens',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/news' },
  beforeEach: network(),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The news list, newest first: title (the article's link), date and summary. */
export const NewsList: Story = {
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Llega MXWin: ocho juegos nuevos' })).toBeVisible(),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
  },
};

/** One article: the back link, title, date, summary and its paragraphs. */
export const NewsArticle: Story = {
  args: { path: '/news/7' },
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Llega MXWin: ocho juegos nuevos' }),
      ).toBeVisible(),
    );
    await expect(canvas.getByRole('link', { name: 'Volver a las noticias' })).toBeVisible();
    await expect(canvas.getByText(/^La categoría abre con ocho juegos/u)).toBeVisible();
  },
};

/** The blog list. */
export const BlogList: Story = {
  args: { path: '/blog' },
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('link', { name: 'Cinco hábitos para jugar con responsabilidad' }),
      ).toBeVisible(),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  },
};

/** An address of no published article: said so, with the way back. */
export const ArticleNotFound: Story = {
  args: { path: '/news/999' },
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { name: 'Este artículo no existe o ya no está publicado' }),
      ).toBeVisible(),
    );
  },
};
