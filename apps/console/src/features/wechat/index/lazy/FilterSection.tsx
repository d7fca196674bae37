import { FILTER_TYPE_OPTIONS, type FilterType } from '@weassit/contract';
import { InfoCard, Radio, RadioGroup, Switch } from '@weassit/ui';
import { clsx } from 'clsx';
import * as styles from '../../../../kit/config-record/ConfigRecordForm.css';
import { isCustomFilter } from '../../lazy/config-form';
import { type ConfigForm, configFields } from './config-fields';
import { useConfigFormMessages } from './messages';

/** 内容审核: the filter on the robot's replies; with 自定义, the user's own audit app keys. */
export function FilterSection({ form }: { form: ConfigForm }) {
  const t = useConfigFormMessages();
  const f = t.fields;
  const { values, set } = form;
  const { text } = configFields(form, t);
  return (
    <InfoCard headingLevel={2} title={t.sections.filter}>
      <div className={styles.fields}>
        <div className={clsx(styles.switches, styles.wide)}>
          <Switch
            name="chatFilter"
            isSelected={values.chatFilter === 1}
            onChange={(on) => set('chatFilter', on ? 1 : 0)}
            description={f.chatFilterHint}
          >
            {f.chatFilter}
          </Switch>
        </div>
        {values.chatFilter === 1 && (
          <RadioGroup
            label={f.filterType}
            orientation="horizontal"
            value={String(values.filterType)}
            onChange={(value) => set('filterType', Number(value) as FilterType)}
            className={styles.wide}
          >
            {FILTER_TYPE_OPTIONS.map((option) => (
              <Radio key={option.value} value={String(option.value)}>
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
        )}
        {isCustomFilter(values) && (
          <>
            {text('filterAppid', f.filterAppid, { description: f.filterKeysHint })}
            {text('filterApiKey', f.filterApiKey)}
            {text('filterSecretKey', f.filterSecretKey)}
          </>
        )}
      </div>
    </InfoCard>
  );
}
