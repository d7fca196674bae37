import { Alert, Button, PageWrapper } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { needsCustom, needsVip, paths, type RouteMatch } from '../../config/paths';
import { useConsoleMessages } from '../../lib/i18n/console/catalogues';
import { customRoutesAtom, isVipAtom } from '../../lib/session';
import { promptVip } from '../../lib/vip';

/** True when the custom entitlement lets the user open the route (spec §6). */
export function customAllowed(match: RouteMatch, customRoutes: readonly string[]): boolean {
  if (!needsCustom(match)) return true;
  if (customRoutes.length === 0) return false;
  return match.route.children !== undefined || customRoutes.includes(match.route.name);
}

/**
 * Role checks of a console page opened directly: the custom centre without the entitlement (or a child not in
 * `customRole.router`) is a 404; a vip page for a non-vip user shows the membership question and a notice
 * instead of the page.
 */
export function RouteGate({ match, children }: { match: RouteMatch | undefined; children: ReactNode }) {
  const isVip = useAtomValue(isVipAtom);
  const customRoutes = useAtomValue(customRoutesAtom);
  if (match && !customAllowed(match, customRoutes)) return <Navigate to={paths.notFound.getHref()} replace />;
  if (match && needsVip(match) && !isVip) return <VipRequired title={match.route.name} />;
  return children;
}

function VipRequired({ title }: { title: string }) {
  const t = useConsoleMessages();
  const navigate = useNavigate();
  const goToMember = () => navigate(paths.memberMain.getHref());
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per page opened
  useEffect(() => {
    void promptVip(t.vip, goToMember);
  }, [title]);
  return (
    <PageWrapper title={t.routes[title] ?? title}>
      <Alert
        variant="warning"
        title={t.vip.required}
        action={
          <Button size="sm" onPress={goToMember}>
            {t.vip.upgrade}
          </Button>
        }
      >
        {t.vip.blockedDescription}
      </Alert>
    </PageWrapper>
  );
}
