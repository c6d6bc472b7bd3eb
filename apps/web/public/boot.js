/* global document, history, localStorage, location, requestAnimationFrame, setTimeout */
/*
 * Starts the app. index.html holds a static copy of the login form (#login-shell, drawn
 * by theme/login.css) and runs this small script right after it. When the app opens on the login
 * screen without a session on this device, that copy is the login: this script loads the login
 * without React (src/signin.ts) rather than the app, in French once the copy and its logo are
 * painted (on a slow 4G line the form then appears without sharing the line with any script), in
 * another language at once (the copy shows once translated). A tap on 'Me connecter' or 'Mentions
 * légales' before that script runs is kept for it (data-submitted, data-legal). Otherwise the app's
 * JavaScript is fetched at once, and the copy stays hidden.
 *
 * The build writes the entries and the modules each preloads on this script's tag (data-signin,
 * data-signin-preload; data-entry, data-preload: vite.config.ts). The storage keys are the app's
 * (api/tokens.ts, i18n/language.ts).
 */
(function () {
  var tag = document.currentScript;

  // A bare path of the app ('/verifier/12/…', '/edl/12/remarques': a link the server wrote) served
  // by the service worker, whose fallback for every page is index.html: the hash route the server
  // itself redirects such a path to (apps/server/src/http/appPaths.ts), before anything reads it.
  if (location.pathname !== '/' && location.pathname !== '/index.html' && location.hash === '') {
    history.replaceState(null, '', '/#' + location.pathname + location.search);
  }

  /** Loads the entry module named by `entryAttribute` and preloads what it imports. */
  function load(entryAttribute, preloadAttribute) {
    var entry = tag && tag.getAttribute(entryAttribute);
    if (!entry) return; // The development server loads the app itself.
    var preloads = (tag.getAttribute(preloadAttribute) || '').split(' ').filter(Boolean);
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

  function startApp() {
    load('data-entry', 'data-preload');
  }

  function startLogin() {
    load('data-signin', 'data-signin-preload');
  }

  /**
   * Whether the app opens on the login without a session; if so the copy is made ready (and shown
   * when French). Returns 'shown', 'hidden' (another language) or null (not the login's case).
   */
  function prepareLoginCopy() {
    try {
      var form = document.getElementById('login-shell-form');
      var security = JSON.parse(localStorage.getItem('security') || 'null') || {};
      var signedOut = !security.jwtToken && !security.refreshToken;
      var language = localStorage.getItem('lang');
      var french = language !== 'en' && language !== 'es';
      var hash = location.hash;
      var loginAddress = hash === '' || hash === '#' || hash === '#/';
      if (!form || !(signedOut && loginAddress)) return null;
      // As the app's form starts: with the last login.
      if (typeof security.login === 'string')
        document.getElementById('login-shell-login').value = security.login;
      // Until the login's script answers the form (data-live), a tap is kept for it.
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        if (!form.hasAttribute('data-live')) form.setAttribute('data-submitted', '');
      });
      var legal = document.querySelector('#login-shell .legal-link');
      if (legal) {
        legal.addEventListener('click', function () {
          if (!form.hasAttribute('data-live')) form.setAttribute('data-legal', '');
        });
      }
      if (!french) return 'hidden';
      document.documentElement.classList.add('login-shell-shown');
      return 'shown';
    } catch {
      // No storage (a browser refusing it): the app starts without the copy, as it always did.
      return null;
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

  var copy = prepareLoginCopy();
  if (copy === 'shown') whenPainted(startLogin);
  else if (copy === 'hidden') startLogin();
  else startApp();
})();
