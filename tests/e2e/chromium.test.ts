// The browser tests' Chromium: Playwright's own disabled features kept, the address bar's WebUI pages not opened.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { chromiumOptions } from './chromium';

it("keeps Playwright's disabled features, adds a test's own, and opens no omnibox WebUI page with a window", async () => {
  const server = await chromium.launchServer(chromiumOptions(['--disable-features=LocalNetworkAccessChecks']));
  try {
    const argv = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    const lists = argv.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.split('=')[1].split(','));
    // Playwright's list comes first; Chromium reads the last one, ours.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const used = lists[lists.length - 1];
    expect(lists[0].filter((feature) => !used.includes(feature)), "Playwright disables these: add them to chromium.ts").toEqual([]);
    expect(used).toContain('LocalNetworkAccessChecks');

    const browser = await chromium.connect(server.wsEndpoint());
    const context = await browser.newContext();
    await (await context.newPage()).goto('data:text/html,<p>page</p>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox'))).toEqual([]);
    expect(targetInfos.filter((target) => target.type === 'page')).toHaveLength(1);
    await browser.close();
  } finally {
    await server.close();
  }
});
