export { UiTextProvider, useUiText, type UiTexts } from './UiText';
