import { BATCH_MESSAGES, type BatchTask } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { batchTasksFixture } from '../batch-fixtures';
import { batchFormToInput, batchTaskToForm, emptyBatchTaskForm, newVariableRow } from './batch-task-form';
import { validateBatchTaskForm } from './batch-task-validation';

const texts = { itemsRequired: BATCH_MESSAGES.contentsRequired, textEmpty: '文字内容不能为空' };
const stored = ({ id: _id, updatedAt: _at, ...input }: BatchTask) => input;

describe('batch task form', () => {
  it.each(batchTasksFixture.map((task) => [task.taskType, task] as const))(
    'gives back a stored %s task as stored',
    (_, task) => {
      const values = batchTaskToForm(task);
      expect(batchFormToInput(values)).toEqual(stored(task));
      expect(validateBatchTaskForm(values, texts)).toEqual({});
    },
  );

  it('keeps only the picked list of the mode: targets, or all but the excluded', () => {
    const values = {
      ...emptyBatchTaskForm('custom'),
      targets: [{ id: 'a@chatroom', name: 'A' }],
      excludeTargets: [{ id: 'b@chatroom', name: 'B' }],
    };
    expect(batchFormToInput(values)).toMatchObject({ targets: [{ id: 'a@chatroom', name: 'A' }], excludeTargets: [] });
    expect(batchFormToInput({ ...values, isAll: true })).toMatchObject({
      targets: [],
      excludeTargets: [{ id: 'b@chatroom', name: 'B' }],
    });
  });

  it('asks for targets even while another field stops the schema (a news task without category)', () => {
    expect(validateBatchTaskForm(emptyBatchTaskForm('news'), texts)).toEqual({
      targets: BATCH_MESSAGES.targetsRequired,
      sortId: BATCH_MESSAGES.categoryRequired,
    });
  });

  it('shows a workflow input without a name at its row, and trims what is saved', () => {
    const values = {
      ...emptyBatchTaskForm('customContent'),
      targets: [{ name: '读书会' }],
      baseUrl: ' https://api.dify.ai/v1 ',
      apikey: ' key ',
      variables: [newVariableRow(' topic ', '风景'), newVariableRow('  ', 'x')],
      delay: 500,
    };
    expect(validateBatchTaskForm(values, texts)).toEqual({ 'variable.1': BATCH_MESSAGES.variableKeyRequired });
    expect(batchFormToInput({ ...values, variables: values.variables.slice(0, 1) }).taskInfo).toEqual({
      sortId: 30001,
      isLocal: true,
      baseUrl: 'https://api.dify.ai/v1',
      apikey: 'key',
      variables: [{ key: 'topic', value: '风景' }],
      delay: 500,
    });
  });

  it('refuses an empty text, a missing count and a delay out of range', () => {
    const custom = batchTaskToForm(batchTasksFixture[0] as BatchTask);
    expect(validateBatchTaskForm({ ...custom, contents: [] }, texts)).toEqual({
      contents: BATCH_MESSAGES.contentsRequired,
    });
    const news = batchTaskToForm(batchTasksFixture[2] as BatchTask);
    expect(validateBatchTaskForm({ ...news, num: Number.NaN, delay: 600_001 }, texts)).toEqual({
      num: BATCH_MESSAGES.numInvalid,
      delay: BATCH_MESSAGES.delayInvalid,
    });
  });
});
