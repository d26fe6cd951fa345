/**
 * Validates requests and responses against openapi.yaml with Ajv (JSON Schema 2020-12, the dialect
 * of OpenAPI 3.1). Shared by the test suite (every mocked exchange is checked) and by the contract
 * probe that integrators run against a real backend.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  security: boolean;
  regex: RegExp;
  params: number;
  /** Served by another host (path- or operation-level `servers`), e.g. the postal-code service. */
  external: boolean;
  raw: Json;
}

export interface Violation {
  operation: string;
  where: string;
  message: string;
}

const SPEC_ID = 'openapi.json';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

// A path string, not `new URL(...)`: in a test DOM, URL can be the DOM's, which rejects file: resolution.
export const openapiPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi.yaml');

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export class ContractValidator {
  readonly doc: Json;
  readonly operations: Operation[];
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(file: string = openapiPath) {
    this.doc = parse(readFileSync(file, 'utf8')) as Json;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ ...this.doc, $id: SPEC_ID });
    const globalSecurity = Array.isArray(this.doc.security) && this.doc.security.length > 0;
    const ops: Operation[] = [];
    for (const [path, item] of Object.entries((this.doc.paths ?? {}) as Record<string, Json>)) {
      for (const method of METHODS) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
        const security = Array.isArray(op.security) ? op.security.length > 0 : globalSecurity;
        ops.push({
          method: method.toUpperCase(),
          path,
          operationId: String(op.operationId),
          security,
          regex: new RegExp(`^${pattern}/?$`),
          params: (path.match(/\{/g) ?? []).length,
          external: Boolean(op.servers ?? item.servers),
          raw: op,
        });
      }
    }
    // A literal segment wins over a parameter: /properties/stats before /properties/{id}.
    this.operations = ops.sort((a, b) => a.params - b.params);
  }

  /** The operation a request is for; `pathname` is the URL path without the API base path. */
  find(method: string, pathname: string): Operation | undefined {
    const m = method.toUpperCase();
    return this.operations.find((op) => op.method === m && op.regex.test(pathname));
  }

  private validator(pointer: string): ValidateFunction {
    let fn = this.compiled.get(pointer);
    if (!fn) {
      fn = this.ajv.compile({ $ref: `${SPEC_ID}#${pointer}` });
      this.compiled.set(pointer, fn);
    }
    return fn;
  }

  private errors(fn: ValidateFunction, op: Operation, where: string): Violation[] {
    return (fn.errors ?? []).map((e) => ({
      operation: `${op.method} ${op.path}`,
      where: `${where}${e.instancePath || ''}`,
      message: `${e.message ?? 'invalid'}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
    }));
  }

  private resolve(ref: string): Json {
    let node: unknown = this.doc;
    for (const part of ref.replace(/^#\//, '').split('/')) {
      node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return node as Json;
  }

  validateRequestBody(op: Operation, contentType: string, body: unknown): Violation[] {
    const declared = op.raw.requestBody as Json | undefined;
    if (!declared || !contentType.includes('application/json')) return [];
    const ref = declared.$ref as string | undefined;
    const base = ref
      ? ref.slice(1)
      : `/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/requestBody`;
    const fn = this.validator(`${base}/content/application~1json/schema`);
    return fn(body) ? [] : this.errors(fn, op, 'request body');
  }

  validateResponse(op: Operation, status: number, contentType: string, body: unknown): Violation[] {
    const responses = (op.raw.responses ?? {}) as Record<string, Json>;
    const key =
      String(status) in responses
        ? String(status)
        : `${String(status)[0]}XX` in responses
          ? `${String(status)[0]}XX`
          : 'default';
    const declared = responses[key];
    if (!declared) {
      return [
        {
          operation: `${op.method} ${op.path}`,
          where: 'status',
          message: `status ${status} is not declared`,
        },
      ];
    }
    const responseRef = declared.$ref as string | undefined;
    const response = responseRef ? this.resolve(responseRef) : declared;
    const content = response.content as Record<string, unknown> | undefined;
    if (!content) return [];
    if (!contentType.includes('json')) {
      return content['application/json']
        ? [
            {
              operation: `${op.method} ${op.path}`,
              where: 'content-type',
              message: `expected JSON, got '${contentType}'`,
            },
          ]
        : [];
    }
    if (!content['application/json']) return [];
    const pointer = responseRef
      ? `${responseRef.slice(1)}/content/application~1json/schema`
      : `/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/responses/${key}/content/application~1json/schema`;
    const fn = this.validator(pointer);
    return fn(body) ? [] : this.errors(fn, op, `response ${status}`);
  }
}
