// Applies the saved or system theme before the app loads, so dark-theme users see no light flash.
// A separate file rather than an inline script: the Content-Security-Policy forbids inline scripts.
// 'theme' is STORAGE_KEYS.theme from @wildfire/shared; a classic script cannot import it.
(function () {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') scheme = stored;
    else if (window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch {
    // Storage or media queries unavailable: stay light; the app corrects it once it starts.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
