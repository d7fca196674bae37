import { describe, expect, it } from 'vitest';
import { isPublicRoute, matchRoute, needsCustom, needsVip, paths, routeByName, safeRedirect } from './paths';
import { allRoutes } from './routes';

describe('the route table', () => {
  it('names every route once', () => {
    const names = allRoutes().map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    const routePaths = allRoutes().map((route) => route.path);
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  it('makes exactly the spec list public (§2)', () => {
    const publicNames = allRoutes()
      .filter((route) => isPublicRoute({ route, parents: [] }))
      .map((route) => route.name)
      .sort();
    expect(publicNames).toEqual(
      [
        'login',
        'home',
        'passwordForget',
        'resetPsd',
        'activeemail',
        'signup',
        'Docs',
        'about',
        'newFeature',
        'changeLog',
        'install',
        'setting',
        'question',
        'faq',
        'keyword',
        'chatgpt',
        'contentCensor',
        'puppetengine',
        'puppetxp',
        'aiproxy',
        '404',
      ].sort(),
    );
    expect(
      ['/login', '/password-forget', '/reset-psd', '/activeemail', '/404'].map((p) => matchRoute(p)?.route.name),
    ).toEqual(['login', 'passwordForget', 'resetPsd', 'activeemail', '404']);
  });

  it('redirects parents to their default child', () => {
    const redirects = Object.fromEntries(
      allRoutes()
        .filter((route) => route.redirect)
        .map((route) => [route.path, route.redirect]),
    );
    expect(redirects).toMatchObject({
      '/dashboard': '/dashboard/main',
      '/wechat': '/wechat/index',
      '/vip': '/vip/privateForward',
      '/aibot': '/aibot/customchat',
      '/schedule': '/schedule/custom',
      '/contact': '/contact/list',
      '/oapi': '/oapi/oapi',
    });
    for (const target of Object.values(redirects)) expect(matchRoute(target as string)).toBeDefined();
  });

  it('flags vip pages, children included, and the custom centre', () => {
    const vip = (path: string) => {
      const match = matchRoute(path);
      if (!match) throw new Error(path);
      return needsVip(match);
    };
    expect(['/vip/userGroup', '/aibot/promotstore', '/material/h5', '/material/mini', '/oapi/oapi'].map(vip)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/dashboard/main', '/wechat/index', '/material/word', '/member/main'].map(vip)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const gptChat = routeByName('gptChat');
    expect(gptChat && needsCustom(gptChat)).toBe(true);
  });

  it('matches paths with a trailing slash and knows unknown ones', () => {
    expect(matchRoute('/wechat/keywords/')?.route.name).toBe('keywords');
    expect(matchRoute('/wechat/nope')).toBeUndefined();
  });

  it('builds the login href with the redirect', () => {
    expect(paths.login.getHref('/wechat/keywords?x=1')).toBe('/login?redirect=%2Fwechat%2Fkeywords%3Fx%3D1');
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.oapi.getHref()).toBe('/oapi/oapi');
  });

  it('keeps post-login redirects inside the console', () => {
    expect(safeRedirect('/wechat/keywords')).toBe('/wechat/keywords');
    expect(safeRedirect('//evil.example/x')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});
