// One register per language, held in every bot text (customers' and admins'): a German "du" text beside a "Sie" one
// reads as two shops. Each language's chosen form is listed; the words of the other form must not appear.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localesDir } from '../messenger/i18n';

/** The register each language holds, and words (pronouns, possessives, typical imperatives) that betray the other one. */
const REGISTERS: Record<string, { holds: string; others: RegExp }> = {
  de: { holds: 'du', others: /(?<![\p{L}])(Sie|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres|Ihnen)(?![\p{L}])/u },
  fr: { holds: 'vous', others: /(?<![\p{L}'’])(tu|ton|ta|tes|toi|te)(?![\p{L}])/iu },
  es: { holds: 'tú', others: /(?<![\p{L}])(usted|ustedes|elija|escriba|inténtelo|introduzca|pulse|envíe|añada|defina|indique|vuelva|pídalos|Use)(?![\p{L}])/u },
  it: { holds: 'tu', others: /(?<![\p{L}])(Lei|Suo|Sua|Suoi|Sue|suoi|riprovi|scelga|scriva|inserisca|invii|Invii|aggiunga|usi|sarà avvisato)(?![\p{L}])/u },
  ru: { holds: 'вы', others: /(?<![\p{L}])(ты|твой|твоя|твои|твоё|твоего|твою|тебя|тебе|попробуй|выбери|введи|отправь)(?![\p{L}])/iu },
  uk: { holds: 'ви', others: /(?<![\p{L}])(ти|твій|твоя|твої|твоє|твого|твою|тебе|тобі|спробуй|обери|введи|надішли)(?![\p{L}])/iu },
  be: { holds: 'вы', others: /(?<![\p{L}])(ты|твой|твая|твае|твайго|тваю|цябе|табе|паспрабуй|абяры|увядзі|адпраў)(?![\p{L}])/iu },
  tr: { holds: 'siz', others: /(?<![\p{L}])(sen|senin|sana|seni|bakiyen)(?![\p{L}])/iu },
};

describe('one register per language', () => {
  it.each(Object.entries(REGISTERS))('%s holds one register throughout', (language, { others }) => {
    const lines = readFileSync(join(localesDir, `${language}.ftl`), 'utf8').split('\n');
    const mixed = lines.map((line, i) => `${i + 1}: ${line.trim()}`).filter((_line, i) => !lines[i].startsWith('#') && others.test(lines[i]));
    expect(mixed).toEqual([]);
  });
});
