import { type Material, type MaterialInput, MaterialType, type Page } from '@weassit/contract';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-page';
import { notify } from '../../../lib/notify';
import { getMaterial } from '../api/get-material';
import { listMaterials } from '../api/list-materials';
import { removeMaterial } from '../api/remove-material';
import { saveMaterial } from '../api/save-material';
import { emptyMaterialForm, type MaterialFormValues, materialToForm } from '../material-form';
import { useMaterialMessages } from '../messages';
import { type MaterialFilters, MaterialView } from './MaterialView';

const PAGE_SIZE = 10;

interface DialogState {
  isOpen: boolean;
  /** Bumped on every opening: a fresh form each time. */
  key: number;
  editId?: string;
  initial?: MaterialFormValues;
}

/** The add/edit dialog, loaded on first use (see MaterialEditor). */
const MaterialEditor = lazyComponent(() => import('../components/MaterialEditor'));

/** Loads one type's materials and drives the search, paging, the add/edit dialog and deletion. */
export function MaterialPage({ type }: { type: MaterialType }) {
  const t = useMaterialMessages();
  const [filters, setFilters] = useState<MaterialFilters>({ name: '', tag: '' });
  const [paging, setPaging] = useState({ current: 1, pageSize: PAGE_SIZE });
  const [reloads, setReloads] = useState(0);
  const [page, setPage] = useState<Page<Material> | undefined>(undefined);
  const [isLoading, setLoading] = useState(true);
  const [hasError, setError] = useState(false);
  const [dialog, setDialog] = useState<DialogState>({ isOpen: false, key: 0 });
  const [isSaving, setSaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same page again.
  useEffect(() => {
    let live = true;
    setLoading(true);
    listMaterials({ type, ...filters, ...paging }).then(
      (loaded) => {
        if (!live) return;
        // The last row of a later page was deleted: show the new last page.
        if (loaded.list.length === 0 && loaded.count > 0 && paging.current > 1) {
          setPaging((p) => ({ ...p, current: Math.max(1, Math.ceil(loaded.count / p.pageSize)) }));
          return;
        }
        setPage(loaded);
        setError(false);
        setLoading(false);
      },
      () => {
        if (!live) return;
        setError(true);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [type, filters, paging, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const openAdd = () => setDialog((d) => ({ isOpen: true, key: d.key + 1, initial: emptyMaterialForm(type) }));

  const openEdit = (material: Material) => {
    setDialog((d) => ({ isOpen: true, key: d.key + 1, editId: material.id }));
    getMaterial(material.id).then(
      (loaded) =>
        setDialog((d) => (d.isOpen && d.editId === material.id ? { ...d, initial: materialToForm(loaded) } : d)),
      // The API client showed why; nothing to edit.
      () => setDialog((d) => (d.editId === material.id ? { ...d, isOpen: false } : d)),
    );
  };

  const save = async (payload: MaterialInput) => {
    setSaving(true);
    try {
      await saveMaterial(payload);
      notify.success(payload.id ? t.updated : t.added);
      setDialog((d) => ({ ...d, isOpen: false }));
      reload();
    } catch {
      // The API client shows why; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  const remove = async (material: Material) => {
    try {
      await removeMaterial(material.id);
      notify.success(t.removed);
      reload();
    } catch {
      // The API client shows the server's reason (e.g. 素材正在被使用：关键词回复 第1条).
    }
  };

  return (
    <MaterialView
      type={type}
      page={page}
      isLoading={isLoading}
      hasError={hasError}
      filters={filters}
      current={paging.current}
      pageSize={paging.pageSize}
      onSearch={(next) => {
        setFilters(next);
        setPaging((p) => ({ ...p, current: 1 }));
      }}
      onPageChange={(current, pageSize) => setPaging({ current, pageSize })}
      onRetry={reload}
      onAdd={openAdd}
      onEdit={openEdit}
      onDelete={(material) => void remove(material)}
    >
      {dialog.key > 0 && (
        <Suspense fallback={null}>
          <MaterialEditor
            key={dialog.key}
            isOpen={dialog.isOpen}
            onOpenChange={(isOpen) => setDialog((d) => ({ ...d, isOpen }))}
            type={type}
            editId={dialog.editId}
            initial={dialog.initial}
            isSaving={isSaving}
            onSubmit={(payload) => void save(payload)}
          />
        </Suspense>
      )}
    </MaterialView>
  );
}

export const WordMaterialPage = () => <MaterialPage type={MaterialType.TEXT} />;
export const FileMaterialPage = () => <MaterialPage type={MaterialType.FILE} />;
export const H5MaterialPage = () => <MaterialPage type={MaterialType.H5} />;
export const MiniMaterialPage = () => <MaterialPage type={MaterialType.MINI_PROGRAM} />;
