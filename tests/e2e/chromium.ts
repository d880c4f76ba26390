// How browser tests start Chromium: Debian's headless shell (or CHROMIUM_PATH, scripts/chromium-path.mjs), with nothing
// phoning home. One module so the run's shared browser (global-setup.ts) and a test's own browser (harness.ts) start
// the same way.
import type { LaunchOptions } from 'playwright-core';
import { chromiumPath } from '../../scripts/chromium-path.mjs';

/**
 * The features Playwright itself turns off (its `chromiumSwitches`): Chromium reads only the last `--disable-features`,
 * so ours repeats them. chromium.test.ts fails when Playwright's list has one this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 opens two WebUI pages for the address bar's suggestions (chrome://omnibox-popup.top-chrome/) with every
 * window, each in a renderer of its own, though a headless window has no address bar: a seventh of the browser tests'
 * Chromium CPU (decision 0158).
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

const DISABLE_FEATURES = '--disable-features=';

/** Chromium's options; a `--disable-features=` among `extraArgs` is added to the list above instead of replacing it. */
export function chromiumOptions(extraArgs: string[] = []): LaunchOptions {
  const disabled = extraArgs.filter((arg) => arg.startsWith(DISABLE_FEATURES)).flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(','));
  return {
    executablePath: chromiumPath(),
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      // Software compositing in the browser process instead of a GPU process of its own: a tenth less of Chromium's CPU
      // (decision 0159).
      '--in-process-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `${DISABLE_FEATURES}${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES, ...disabled].join(',')}`,
      ...extraArgs.filter((arg) => !arg.startsWith(DISABLE_FEATURES)),
    ],
  };
}
