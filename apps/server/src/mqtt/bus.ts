import type { RobotCommand } from '@weassit/contract';

/**
 * The push path to robots (ROBOT-PROTOCOL §3): the embedded broker publishes in-process, an external broker
 * (Mosquitto, EMQX) is reached as an MQTT client. Payloads are always JSON objects: any other payload on a
 * robot's topic crashes the robot.
 */
export interface PushBus {
  readonly kind: 'embedded' | 'external';
  publish(userId: string, command: RobotCommand, payload: Record<string, unknown>): Promise<void>;
  /**
   * Publishes like `publish` (QoS 1) and calls `onDelivered` once a client of `userId`'s robot acknowledges the
   * delivery (its PUBACK). Resolves to whether such a report can come at all: false with an external broker,
   * whose acknowledgements stay between it and the robot. A robot that goes away before acknowledging never
   * reports (its waiter is dropped when its last connection closes).
   */
  publishTracked(
    userId: string,
    command: RobotCommand,
    payload: Record<string, unknown>,
    onDelivered: () => void,
  ): Promise<boolean>;
  /**
   * Whether a robot of `userId` holds a subscription now; `undefined` when the bus cannot know (an external
   * broker), in which case callers judge by the robot's last heartbeat.
   */
  robotConnected(userId: string): boolean | undefined;
  /**
   * Ends the MQTT sessions of `userId`'s robots, after its robot key was rotated: they logged in with a password
   * derived from the old key, which a new login no longer passes. Returns how many were ended; an external broker
   * cannot be told (0): its sessions end at their next reconnect, whose login the auth hook checks.
   */
  disconnectUser(userId: string): number;
  /** Where robots connect (`GET /open/v1/api/ws/mqtt/config`); `requestHost` is the host the robot used. */
  brokerAddress(requestHost: string): { host: string; port: number };
  close(): Promise<void>;
}
