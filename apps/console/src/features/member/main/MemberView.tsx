import { CheckIcon, DescriptionList, InfoCard, PageWrapper, VipBadge } from '@weassit/ui';
import { column } from '../../../components/column.css';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import * as styles from './MemberView.css';
import { useMemberMessages } from './messages';

export interface MemberViewProps {
  name: string;
  email: string;
  isVip: boolean;
}

/** The membership page: the user's status and what vip unlocks. */
export function MemberView({ name, email, isVip }: MemberViewProps) {
  const t = useConsoleMessages();
  const m = useMemberMessages();
  return (
    <PageWrapper title={t.routes.memberMain}>
      <div className={column.lg}>
        <InfoCard title={m.statusTitle} headingLevel={2}>
          <div className={column.md}>
            <DescriptionList
              className={styles.details}
              items={[
                { label: m.account, value: `${name}（${email}）` },
                {
                  label: m.role,
                  value: isVip ? <VipBadge>{m.roleVip}</VipBadge> : m.roleUser,
                },
              ]}
            />
            <p className={styles.status} data-vip={isVip || undefined}>
              {isVip ? m.isVip : m.notVip}
            </p>
            {!isVip && <p className={styles.muted}>{m.howTo}</p>}
          </div>
        </InfoCard>
        <InfoCard title={m.benefitsTitle} headingLevel={2}>
          <ul className={styles.benefits}>
            {t.member.benefits.map((benefit) => (
              <li key={benefit} className={styles.benefit}>
                <CheckIcon className={styles.check} />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </InfoCard>
      </div>
    </PageWrapper>
  );
}
