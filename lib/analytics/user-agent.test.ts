import { browserOf, operatingSystemOf } from './user-agent';

const UA = {
  edgeWin:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120 Mobile/15E148 Safari/604.1',
  operaWin81:
    'Mozilla/5.0 (Windows NT 6.3; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109 Safari/537.36 OPR/95',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 SamsungBrowser/23',
  chromeWin7:
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Safari/537.36',
  chromeWin8:
    'Mozilla/5.0 (Windows NT 6.2; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Safari/537.36',
  curl: 'curl/8.5.0',
};

describe('browser and operating system, reduced to the old value sets', () => {
  it.each([
    [UA.edgeWin, 'Edge', 'Windows 10'],
    [UA.safariMac, 'Safari', 'MacOS'],
    [UA.chromeIos, 'Chrome', 'iOS'],
    [UA.operaWin81, 'Opera', 'Windows 8.1'],
    [UA.firefoxLinux, 'Firefox', 'Linux'],
    [UA.samsungAndroid, 'Chrome', 'Android'],
    [UA.chromeWin7, 'Chrome', 'Windows 7'],
    [UA.chromeWin8, 'Chrome', 'Windows 8'],
    [UA.curl, 'Unknown', 'Unknown'],
    ['', 'Unknown', 'Unknown'],
  ])('%s → %s on %s', (ua, browser, os) => {
    expect(browserOf(ua)).toBe(browser);
    expect(operatingSystemOf(ua)).toBe(os);
  });
});
