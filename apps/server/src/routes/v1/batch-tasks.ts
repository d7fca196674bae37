import { BATCH_MESSAGES, BATCH_TASK_PATH, BATCH_TASKS_MAX, ErrorCode, robotBatchTask } from '@weassit/contract';
import { batchTaskInputSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, ok } from '../../lib/envelope.ts';
import { newId } from '../../lib/ids.ts';
import { objectBody, parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { batchTasksRepository } from '../../repositories/batch-tasks.ts';
import { userChats, withTargetIds } from '../../services/batch-task-targets.ts';
import { notifyRobot, ROBOT_EVENT_SENT, sendRobotEvent } from '../../services/robot-push.ts';

const idParams = z.object({ id: z.string().min(1).max(64, BATCH_MESSAGES.notFound) });

/**
 * 批量定时任务 (ROBOT-PROTOCOL §5.3): the user's tasks, which the robot fetches with `GET /user/task`
 * (routes/open/robot.ts). Every write and 立即发送 are for vip users (the contract's VIP_ROUTES, plugins/vip.ts);
 * each save or delete tells the robot with `tasks` so it rebuilds its timers.
 */
export async function batchTaskRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const tasks = (userId: string) => batchTasksRepository(app.db.kysely, userId);
  const tellRobot = (userId: string) => notifyRobot(app, userId, 'tasks', {});

  app.get(BATCH_TASK_PATH, async (request) => ok(await tasks(request.userId).list(BATCH_TASKS_MAX)));

  app.post(BATCH_TASK_PATH, async (request) => {
    const values = parse(batchTaskInputSchema, objectBody(request.body));
    const repo = tasks(request.userId);
    if ((await repo.count()) >= BATCH_TASKS_MAX) throw new AppError(ErrorCode.QUOTA_EXCEEDED, BATCH_MESSAGES.tooMany);
    const id = newId();
    await repo.insert(id, values, Date.now());
    await tellRobot(request.userId);
    return ok({ id }, '添加成功');
  });

  app.put(`${BATCH_TASK_PATH}/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    const values = parse(batchTaskInputSchema, objectBody(request.body));
    if (!(await tasks(request.userId).replace(id, values, Date.now()))) {
      throw new AppError(ErrorCode.NOT_FOUND, BATCH_MESSAGES.notFound);
    }
    await tellRobot(request.userId);
    return ok(null, '修改成功');
  });

  app.delete(`${BATCH_TASK_PATH}/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    if (!(await tasks(request.userId).remove(id))) throw new AppError(ErrorCode.NOT_FOUND, BATCH_MESSAGES.notFound);
    await tellRobot(request.userId);
    return ok(null, '删除成功');
  });

  // 立即发送: the robot runs the task once now (a paused one too: the operator asked for it). It shares the 5 s
  // cooldown of every console event (spec §9).
  app.post(`${BATCH_TASK_PATH}/:id/run`, async (request) => {
    const { id } = parse(idParams, request.params);
    const task = await tasks(request.userId).find(id);
    if (!task) throw new AppError(ErrorCode.NOT_FOUND, BATCH_MESSAGES.notFound);
    const [robotTask] = await withTargetIds([robotBatchTask(task)], userChats(app, request.userId));
    await sendRobotEvent(app, request.userId, { target: 'Tasks', task: robotTask });
    return ok(null, ROBOT_EVENT_SENT);
  });
}
