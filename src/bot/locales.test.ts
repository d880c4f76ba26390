// Every language has every French text, with the same placeables: a missing key or a renamed $variable fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Entry, type Pattern, parse, Visitor } from '@fluent/syntax';
import { describe, expect, it } from 'vitest';
import { BOT_LANGUAGES } from '../contracts/telegram';
import { localesDir } from '../messenger/i18n';

class Variables extends Visitor {
  readonly names = new Set<string>();
  override visitVariableReference(node: { id: { name: string } }) {
    this.names.add(node.id.name);
  }
}

function messagesOf(language: string): Map<string, string[]> {
  const resource = parse(readFileSync(join(localesDir, `${language}.ftl`), 'utf8'), {});
  const junk = resource.body.filter((e: Entry) => e.type === 'Junk');
  expect(junk, `${language}.ftl has unparsable entries`).toEqual([]);
  const messages = new Map<string, string[]>();
  for (const entry of resource.body) {
    if (entry.type !== 'Message') continue;
    const visitor = new Variables();
    visitor.visit(entry.value as Pattern);
    messages.set(entry.id.name, [...visitor.names].sort());
  }
  return messages;
}

describe('bot texts', () => {
  const french = messagesOf('fr');

  it('has one file per supported language and nothing else', () => {
    const files = readdirSync(localesDir).filter((f) => f.endsWith('.ftl')).map((f) => f.replace(/\.ftl$/, '')).sort();
    expect(files).toEqual([...BOT_LANGUAGES].sort());
  });

  it.each(BOT_LANGUAGES.filter((l) => l !== 'fr'))('%s has every French key with the same placeables', (language) => {
    const texts = messagesOf(language);
    const missing = [...french.keys()].filter((key) => !texts.has(key));
    const extra = [...texts.keys()].filter((key) => !french.has(key));
    const differing = [...french.entries()]
      .filter(([key, vars]) => texts.has(key) && JSON.stringify(texts.get(key)) !== JSON.stringify(vars))
      .map(([key, vars]) => `${key}: fr {${vars.join(', ')}} vs {${texts.get(key)?.join(', ')}}`);
    expect({ missing, extra, differing }).toEqual({ missing: [], extra: [], differing: [] });
  });
});
