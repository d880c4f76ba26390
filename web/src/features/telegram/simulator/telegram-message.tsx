// A bot message's Telegram HTML as React nodes: the shared reader (lib/telegram-html) drawn with createElement, so its text is escaped by React.
import { createElement, Fragment, type ReactNode } from 'react';
import { drawTelegramHtml, type ElementFactory } from '@/lib/telegram-html';

const reactFactory: ElementFactory<ReactNode> = (type, props, children) => createElement(type, props, ...children);

export function renderTelegramHtml(html: string): ReactNode {
  return createElement(Fragment, null, ...drawTelegramHtml(html, reactFactory));
}
