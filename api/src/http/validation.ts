// Turns schema validation failures into one Spanish sentence naming the field,
// instead of Fastify's English "body/email must be string".
import type { FastifyError, FastifySchemaValidationError } from 'fastify';

type SchemaErrorDataVar = NonNullable<FastifyError['validationContext']>;

interface ValidationRefusal {
  message: string;
  field: string | undefined;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  null: 'nulo',
};

/**
 * @param missingMessage the route's own wording for a missing or empty field
 *   (registration says 'Completa todos los campos para continuar').
 */
export function validationRefusal(
  errors: FastifySchemaValidationError[],
  context: SchemaErrorDataVar | undefined,
  missingMessage: string | undefined,
): ValidationRefusal {
  const error = errors[0];
  if (!error) return { message: 'La solicitud no es válida.', field: undefined };
  const params = error.params as Record<string, unknown>;
  const field = fieldOf(error, params);
  const isMissing =
    error.keyword === 'required' ||
    (error.keyword === 'minLength' && params.limit === 1) ||
    (field === undefined && error.keyword === 'type');
  if (isMissing && missingMessage) return { message: missingMessage, field };
  if (field === undefined) {
    return {
      message: context === 'body' ? 'El cuerpo de la solicitud no es válido.' : 'La solicitud no es válida.',
      field,
    };
  }
  return { message: describe(error.keyword, field, params), field };
}

function fieldOf(error: FastifySchemaValidationError, params: Record<string, unknown>): string | undefined {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    path.push(params.additionalProperty);
  }
  return path.length ? path.join('.') : undefined;
}

function describe(keyword: string, field: string, params: Record<string, unknown>): string {
  const name = `El campo "${field}"`;
  switch (keyword) {
    case 'required':
      return `${name} es obligatorio.`;
    case 'type': {
      const expected = String(params.type).split(',')[0] ?? '';
      return `${name} debe ser ${TYPE_NAMES[expected] ?? 'de otro tipo'}.`;
    }
    case 'minLength':
      return params.limit === 1
        ? `${name} no puede estar vacío.`
        : `${name} debe tener al menos ${String(params.limit)} caracteres.`;
    case 'maxLength':
      return `${name} debe tener como máximo ${String(params.limit)} caracteres.`;
    case 'minimum':
      return `${name} debe ser como mínimo ${String(params.limit)}.`;
    case 'maximum':
      return `${name} debe ser como máximo ${String(params.limit)}.`;
    case 'minItems':
      return `${name} debe tener al menos ${String(params.limit)} elementos.`;
    case 'maxItems':
      return `${name} admite como máximo ${String(params.limit)} elementos.`;
    case 'format':
      return params.format === 'email' ? 'El email no es válido.' : `${name} no tiene un formato válido.`;
    case 'pattern':
      return `${name} no tiene un formato válido.`;
    case 'additionalProperties':
      return `${name} no está permitido.`;
    default:
      return `El valor del campo "${field}" no es válido.`;
  }
}
