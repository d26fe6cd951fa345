import * as v from 'valibot';
import { DELETION_REASONS, DELETION_TYPES, PUBLICATION_TYPES } from '@/api/enums';
import { required } from './property';

/** The bodies of the deletions and the bulk actions, shared by the forms and the mock (422 details). */

const reason = required(
  v.picklist(DELETION_REASONS, 'Motivo da exclusão inválido'),
  'Motivo da exclusão é obrigatório',
);
const notes = v.optional(
  v.pipe(
    v.string('Observações devem ser um texto'),
    v.maxLength(1000, 'Observações devem ter no máximo 1000 caracteres'),
  ),
);
const confirmed = required(
  v.literal(true, 'É necessário confirmar a exclusão'),
  'É necessário confirmar a exclusão',
);
const propertyId = v.pipe(
  v.number('ID de imóvel inválido'),
  v.integer('ID de imóvel inválido'),
  v.minValue(1, 'ID de imóvel inválido'),
);
const propertyIdList = v.pipe(
  v.array(propertyId, 'Lista de imóveis inválida'),
  v.minLength(1, 'Selecione ao menos um imóvel'),
);
const propertyIds = required(propertyIdList, 'Selecione ao menos um imóvel');

/** Body of the single deletions (contract `DeletionRequest`). */
export const deletionRequestSchema = v.object({ reason, notes, confirmed });

const deletionTypeSchema = v.picklist(DELETION_TYPES, 'Tipo de exclusão inválido');

/** Body of POST /properties/bulk/delete (contract `BulkDeleteRequest`). */
export const bulkDeleteSchema = v.object({
  property_ids: required(
    v.pipe(
      propertyIdList,
      v.check((ids) => new Set(ids).size === ids.length, 'A lista de imóveis contém IDs repetidos'),
    ),
    'Selecione ao menos um imóvel',
  ),
  deletion_type: required(deletionTypeSchema, 'Tipo de exclusão inválido'),
  reason,
  notes,
  confirmed,
});

export const bulkSyncSchema = v.object({ ids: propertyIds });

export const bulkPublicationTypeSchema = v.object({
  property_ids: propertyIds,
  publication_type: required(
    v.picklist(PUBLICATION_TYPES, 'Tipo de destaque inválido'),
    'Tipo de destaque é obrigatório',
  ),
});
