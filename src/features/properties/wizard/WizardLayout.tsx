import { Box, Button, Drawer, Fieldset, Grid, Paper, Stack } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { components } from '@/api/schema';
import { ConfirmModal } from '@/components/ConfirmModal';
import { LeaveConfirm } from '@/components/LeaveConfirm';
import { PageHeader } from '@/components/PageHeader';
import { useAuth } from '@/features/auth/api/session';
import { indexProperty } from '@/features/search/api/search';
import { ListBreadcrumbs } from '../components/ListBreadcrumbs';
import { useMediaMatch } from '@/hooks/useMediaMatch';
import { DraftOffer } from './DraftOffer';
import type { WizardExportDialog } from './PropertyWizard';
import { useParkOnSessionEnd } from './parked';
import { useWizard } from './store';
import { useLeaveGuard } from '@/hooks/useLeaveGuard';
import { LiveFieldErrors } from './LiveFieldErrors';
import { useWizardDraft } from './useWizardDraft';
import { useWizardSave } from './useWizardSave';
import type { WizardField, WizardValues } from './values';
import type { WizardActions } from './WizardActionButtons';
import { WizardPanel } from './WizardPanel';
import { WizardStepView } from './WizardStepView';

type Property = components['schemas']['Property'];

/**
 * What leaving would cost: the draft keeps what was typed and the photos chosen, unless the
 * browser refused to store them (`photosLost`); once the property is saved, only the photos still
 * on their way.
 */
function leaveWording(
  saved: boolean,
  photosOpen: boolean,
  photosLost: boolean,
): { title: string; message: string } {
  if (saved) {
    return {
      title: 'Sair com fotos em envio?',
      message:
        'O imóvel já está salvo. As fotos ainda não enviadas podem não chegar, e a ordem escolhida não será aplicada.',
    };
  }
  return {
    title: 'Sair sem salvar?',
    message: photosLost
      ? 'As alterações não salvas continuam guardadas como rascunho neste navegador, mas as fotos escolhidas não: escolha-as de novo ao voltar.'
      : photosOpen
        ? 'As alterações não salvas continuam guardadas como rascunho neste navegador, com as fotos escolhidas.'
        : 'As alterações não salvas continuam guardadas como rascunho neste navegador.',
  };
}

/** The wizard's page: header, draft offer, the step, the side panel (a drawer on a phone), dialogs. */
export function WizardLayout({
  original,
  initial,
  storageKey,
  ExportDialog,
}: {
  original: Property | null;
  initial: WizardValues;
  storageKey: string;
  ExportDialog: WizardExportDialog;
}) {
  const form = useFormContext<WizardValues>();
  const navigate = useNavigate();
  const { user } = useAuth();
  const desktop = useMediaMatch('(min-width: 62em)');
  // Closed to show a field, the drawer leaves focus on it instead of handing it back to the button
  // that opened the drawer.
  const [drawer, setDrawer] = useState({ opened: false, returnFocus: true });
  const openField = useWizard((s) => s.reveal);
  /** The field's step opened, the field focused, and on a phone the drawer out of its way. */
  const reveal = (rule: WizardField) => {
    // The development is a name to type, or one to find when it already exists.
    const existing = rule === 'nome_empreendimento' && form.getValues('development_mode') === 'existing';
    setDrawer({ opened: false, returnFocus: false });
    openField(existing ? 'empreendimento_id' : rule);
  };
  const closeDrawer = () => setDrawer({ opened: false, returnFocus: true });
  const [discarding, setDiscarding] = useState(false);
  const [discardingDraft, setDiscardingDraft] = useState(false);
  const [exportingId, setExportingId] = useState<number | null>(null);
  const draft = useWizardDraft(form, storageKey, initial);
  // Photos chosen and not sent yet (or in flight) count as unsaved work: leaving asks first.
  const photosOpen = useWizard((s) => s.photos.some((p) => p.status !== 'sent' && p.status !== 'cancelled'));
  // The property is saved and its photos are on their way: leaving is about the photos only.
  const saved = useWizard((s) => s.saved !== null);
  const guard = useLeaveGuard(form.formState.isDirty || photosOpen);
  useParkOnSessionEnd(storageKey);

  const toDetail = (id: number) => void navigate({ to: '/properties/$id', params: { id: String(id) } });
  const { save, publish, saving } = useWizardSave({
    form,
    original,
    initial,
    reveal,
    onSaved: (property, options) => {
      draft.clear();
      if (user) void indexProperty(property, user.tenant_id);
      guard.allow();
      if (options.export) setExportingId(property.id);
      else toDetail(property.id);
    },
  });

  const actions: WizardActions = {
    onSave: save,
    onPublish: publish,
    onDiscard: () => setDiscarding(true),
    saving,
    editing: original !== null,
  };
  const title = original ? 'Editar Imóvel' : 'Cadastrar Imóvel';
  // Until the stored draft is resumed or discarded, the form waits: what was typed meanwhile was
  // neither kept (the draft is not written over before the choice) nor in the draft resumed.
  const choosing = draft.offer !== null;

  return (
    <Stack gap="md">
      <ListBreadcrumbs current={title} />
      <PageHeader
        title={title}
        description={
          original ? original.title : 'Preencha as etapas; o rascunho fica guardado neste navegador.'
        }
        actions={
          !desktop && (
            <Button
              variant="default"
              leftSection={<IconListCheck size={16} aria-hidden />}
              onClick={() => setDrawer({ opened: true, returnFocus: true })}
            >
              Resumo e publicação
            </Button>
          )
        }
      />
      <LiveFieldErrors />
      {draft.offer && (
        <DraftOffer
          savedAt={draft.offer.savedAt}
          onResume={draft.resume}
          onDiscard={() => setDiscardingDraft(true)}
        />
      )}
      <Fieldset variant="unstyled" disabled={choosing} p={0} m={0}>
        <Grid gap="md" align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={title}>
              <WizardStepView actions={actions} />
            </form>
          </Grid.Col>
          {desktop && (
            <Grid.Col span={4}>
              <Box pos="sticky" top={72}>
                <Paper withBorder p="md" radius="md" component="aside" aria-label="Resumo e publicação">
                  <WizardPanel actions={actions} reveal={reveal} />
                </Paper>
              </Box>
            </Grid.Col>
          )}
        </Grid>
      </Fieldset>
      {!desktop && (
        <Drawer
          opened={drawer.opened}
          onClose={closeDrawer}
          // Escape pressed in the drawer closes it. Mantine's own closes it on an Escape pressed
          // anywhere: pressed in the confirmation asked from it ('Descartar'), it closed both.
          closeOnEscape={false}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.nativeEvent.isComposing) closeDrawer();
          }}
          returnFocus={drawer.returnFocus}
          title="Resumo e publicação"
          position="right"
          size="md"
        >
          <Fieldset variant="unstyled" disabled={choosing} p={0} m={0}>
            <WizardPanel actions={actions} reveal={reveal} onNavigate={closeDrawer} />
          </Fieldset>
        </Drawer>
      )}
      <LeaveConfirm guard={guard} {...leaveWording(saved, photosOpen, photosOpen && !draft.photosKept)} />
      <ConfirmModal
        opened={discardingDraft}
        onClose={() => setDiscardingDraft(false)}
        onConfirm={() => {
          setDiscardingDraft(false);
          draft.discard();
        }}
        title="Descartar o rascunho?"
        message={
          draft.offer?.photos
            ? 'O rascunho guardado neste navegador, com as fotos escolhidas, será apagado.'
            : 'O rascunho guardado neste navegador será apagado.'
        }
        confirmLabel="Descartar"
        // Gone with the draft, the offer's buttons: the focus goes to the form's first field.
        focusAfter={() => document.querySelector<HTMLElement>('form input:not([disabled])')}
      />
      <ConfirmModal
        opened={discarding}
        onClose={() => setDiscarding(false)}
        onConfirm={() => {
          setDiscarding(false);
          draft.clear();
          form.reset(initial);
          guard.allow();
          if (original) toDetail(original.id);
          else void navigate({ to: '/properties' });
        }}
        title="Descartar alterações?"
        message="O que foi preenchido e o rascunho guardado neste navegador serão apagados."
        confirmLabel="Descartar"
      />
      {exportingId !== null && (
        <ExportDialog opened propertyIds={[exportingId]} onClose={() => toDetail(exportingId)} />
      )}
    </Stack>
  );
}
