import { useRef, useState } from 'react';
import { lookupCep, type CepAddress } from '@/api/postal-code';
import { toast } from '@/lib/notify';
import { digitsOnly } from '@/lib/masks';

/** The CEP lookup's messages, verbatim from the spec. */
const CEP_MESSAGES = {
  incomplete: 'CEP deve ter 8 dígitos',
  found: 'Endereço encontrado!',
  notFound: 'CEP não encontrado',
  failed: 'Erro ao buscar CEP',
} as const;

/**
 * The postal-code lookup of every address form (property wizard, tenant form). A complete CEP
 * (8 digits) is looked up at once: `onFound` gets its address ('Endereço encontrado!'); an unknown
 * one or a failed lookup says so under the field and calls `onMiss`, so that the form can take
 * back an address that belonged to the CEP before. A newer CEP cancels the lookup in flight.
 */
export function useCepLookup({
  onFound,
  onMiss,
}: {
  onFound: (address: CepAddress, cep: string) => void;
  onMiss: (cep: string) => void;
}) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const foundToast = useRef<string | null>(null);

  /** Call as the CEP changes: looks it up when complete, clears the message otherwise. */
  const onCepChange = async (value: string) => {
    const cep = digitsOnly(value);
    inFlight.current?.abort();
    setError(null);
    // 'Endereço encontrado!' was about the CEP being replaced.
    if (foundToast.current) toast.hide(foundToast.current);
    foundToast.current = null;
    if (cep.length !== 8) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    try {
      const address = await lookupCep(cep, controller.signal);
      if (controller.signal.aborted) return;
      if (address) {
        onFound(address, cep);
        foundToast.current = toast.success(CEP_MESSAGES.found);
      } else {
        setError(CEP_MESSAGES.notFound);
        onMiss(cep);
      }
    } catch {
      if (controller.signal.aborted) return;
      setError(CEP_MESSAGES.failed);
      onMiss(cep);
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  };

  /** Call on blur: a started but incomplete CEP gets 'CEP deve ter 8 dígitos'. */
  const onCepBlur = (value: string) => {
    const length = digitsOnly(value).length;
    if (length > 0 && length < 8) setError(CEP_MESSAGES.incomplete);
  };

  return { onCepChange, onCepBlur, loading, error };
}
