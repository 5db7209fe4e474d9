// Identifiers and one-way digests for stored secrets (tokens, codes).
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID().replace(/-/g, '');
export const newToken = (): string => randomBytes(32).toString('base64url');
export const digest = (...parts: string[]): string => createHash('sha256').update(parts.join('\u0000')).digest('hex');
