// The bot's languages and figures are the messenger's (one I18n per process, shared with the jobs' notices).
export { type Figures, figuresFor, type TextArgs } from '../messenger/figures';
export { createI18n, FALLBACK_LANGUAGE, languageOf, localesDir, readerLanguage } from '../messenger/i18n';
