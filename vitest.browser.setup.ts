// Browser unit tests see the built-in theme, as the app and Storybook do.
import { defaultThemeCss } from '@portal/theme';

const style = document.createElement('style');
style.setAttribute('data-portal-theme', 'test');
style.textContent = defaultThemeCss();
document.head.append(style);
