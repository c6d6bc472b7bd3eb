/* global document, history, localStorage, location, requestAnimationFrame, setTimeout */
/*
 * Starts the app (issue 27). index.html holds a static copy of the login form (#login-shell, drawn
 * by theme/loginShell.css) and runs this small script right after it. When the app is going to open
 * on the login screen (no session on this device, the French interface, the login address), the
 * copy is shown and the app's JavaScript is fetched only once it is painted, logo included: on a slow 4G line the
 * form then appears without sharing the line with 150 kB of script. The user can type at once; what
 * was typed, where the focus was and a tap on 'Me connecter' or 'Mentions légales' go to the app's
 * real screen when it takes over (app/loginShell.ts). Otherwise the app's JavaScript is fetched at once.
 *
 * The build writes the app's entry module and the modules it preloads on this script's tag
 * (data-entry, data-preload: vite.config.ts). The storage keys are the app's (api/tokens.ts,
 * i18n/index.ts).
 */
(function () {
  var tag = document.currentScript;

  // A bare path of the app ('/verifier/12/…', '/edl/12/remarques': a link the server wrote) served
  // by the service worker, whose fallback for every page is index.html: the hash route the server
  // itself redirects such a path to (apps/server/src/http/appPaths.ts), before anything reads it.
  if (location.pathname !== '/' && location.pathname !== '/index.html' && location.hash === '') {
    history.replaceState(null, '', '/#' + location.pathname + location.search);
  }

  function startApp() {
    var entry = tag && tag.getAttribute('data-entry');
    if (!entry) return; // The development server loads the app itself.
    var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  function showLoginCopy() {
    try {
      var form = document.getElementById('login-shell-form');
      var security = JSON.parse(localStorage.getItem('security') || 'null') || {};
      var signedOut = !security.jwtToken && !security.refreshToken;
      var language = localStorage.getItem('lang');
      var french = language === null || language === 'fr';
      var hash = location.hash;
      var loginAddress = hash === '' || hash === '#' || hash === '#/';
      if (!form || !(signedOut && french && loginAddress)) return false;
      // As the app's form starts: with the last login. Not named like the app's fields (tests and
      // password managers find those); the app reads these by id.
      if (typeof security.login === 'string')
        document.getElementById('login-shell-login').value = security.login;
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        form.setAttribute('data-submitted', '');
      });
      var legal = document.querySelector('#login-shell .legal-link');
      if (legal) {
        legal.addEventListener('click', function () {
          form.setAttribute('data-legal', '');
        });
      }
      document.documentElement.classList.add('login-shell-shown');
      return true;
    } catch {
      // No storage (a browser refusing it): the app starts without the copy, as it always did.
      return false;
    }
  }

  /** Once the copy and its logo are on screen: a frame's callbacks run just before a paint, a timer after it. */
  function whenPainted(callback) {
    var logo = document.querySelector('#login-shell .login-logo');
    var done = false;
    function painted() {
      if (done) return;
      done = true;
      requestAnimationFrame(function () {
        setTimeout(callback);
      });
    }
    if (!logo || logo.complete) return painted();
    logo.addEventListener('load', painted);
    logo.addEventListener('error', painted);
  }

  if (showLoginCopy()) whenPainted(startApp);
  else startApp();
})();
