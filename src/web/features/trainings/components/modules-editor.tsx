import { useState, type DragEvent } from 'react';
import { Alert, Button, Switch, Tag, Tooltip } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileTextOutlined,
  HolderOutlined,
  QuestionCircleOutlined,
  SaveOutlined,
  UndoOutlined,
  VideoCameraOutlined,
  AppstoreAddOutlined,
} from '@ant-design/icons';
import type { QuizContent, ReceivedModule, TextContent, TrainingModule } from '../api/types';
import { useTrainingsT } from '../i18n';
import { formatSeconds, isQuiz, isText, isVideo, ModuleTypeIcon, moduleTypeKey, quizQuestions } from './module-meta';
import { QuizModuleDialog } from './quiz-module-dialog';
import { TextModuleDialog } from './text-module-dialog';
import type { ModulesController } from './use-modules';
import { EditorToolbar } from './editor-toolbar';
import { TrainingVideoDialog } from './training-video-dialog';

type Editing = { kind: 'video' | 'quiz' | 'text'; module: TrainingModule | null } | null;

function moduleDetail(module: TrainingModule, t: ReturnType<typeof useTrainingsT>['t']): string {
  if (isQuiz(module)) {
    try {
      return t('modules.questions', { count: quizQuestions(module.content).length });
    } catch {
      return '';
    }
  }
  if (isText(module)) {
    const text = typeof module.content.text === 'string' ? module.content.text.replace(/\s+/g, ' ').trim() : '';
    return text.length > 90 ? `${text.slice(0, 90)}…` : text;
  }
  if (isVideo(module)) return [formatSeconds(module.content.duration), module.content.description].filter(Boolean).join(' · ');
  return '';
}

/**
 * The module list of a training (spec sections 2 and 4): add (Video, Quiz, Text), edit,
 * drag-and-drop reorder, active toggle and delete; 'Module speichern' sends the batch update.
 */
export function ModulesEditor({
  controller,
  serverModules,
  onPreview,
  contentLanguages,
  defaultLanguage,
}: {
  controller: ModulesController;
  serverModules: readonly ReceivedModule[];
  onPreview?: () => void;
  /** The training's language versions: a saved video module gets subtitles in these, and dubbed videos in all but the default (issue 34 item 2). */
  contentLanguages?: readonly string[] | undefined;
  defaultLanguage?: string | undefined;
}) {
  const { t } = useTrainingsT();
  const [editing, setEditing] = useState<Editing>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const { modules } = controller;

  const endDrag = () => {
    setDragIndex(null);
    setOverIndex(null);
  };
  const onDragStart = (e: DragEvent, index: number) => {
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', String(index));
    setDragIndex(index);
  };
  const onDragOver = (e: DragEvent, index: number) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    if (overIndex !== index) setOverIndex(index);
  };
  const onDrop = (e: DragEvent, index: number) => {
    e.preventDefault();
    const from = dragIndex ?? Number.parseInt(e.dataTransfer.getData('text/plain'), 10);
    if (Number.isInteger(from)) controller.move(from, index);
    endDrag();
  };

  const open = (kind: 'video' | 'quiz' | 'text', module: TrainingModule | null = null) => setEditing({ kind, module });
  const close = () => setEditing(null);
  const editingModule = editing?.module ?? null;

  return (
    <div className="tr-modules" data-testid="modules-editor">
      <EditorToolbar
        title={t('modules.title')}
        count={t('modules.count', { count: modules.length })}
        unsaved={
          controller.dirty && (
            <Tag color="warning" className="tr-unsaved" data-testid="modules-unsaved">
              {t('builder.unsaved')}
            </Tag>
          )
        }
      >
        {onPreview && (
          <Button icon={<EyeOutlined />} onClick={onPreview}>
            {t('builder.preview')}
          </Button>
        )}
        {controller.dirty && (
          <Button icon={<UndoOutlined />} onClick={() => controller.discard(serverModules)}>
            {t('modules.discard')}
          </Button>
        )}
        <Button type="primary" icon={<SaveOutlined />} disabled={!controller.dirty} loading={controller.saving} onClick={() => void controller.save()}>
          {t('modules.save')}
        </Button>
      </EditorToolbar>

      <div className="tr-modules__add">
        <span className="tr-muted">
          <AppstoreAddOutlined /> {t('modules.addLabel')}
        </span>
        <Button icon={<VideoCameraOutlined />} onClick={() => open('video')} data-testid="add-video-module">
          {t('modules.addVideo')}
        </Button>
        <Button icon={<QuestionCircleOutlined />} onClick={() => open('quiz')} data-testid="add-quiz-module">
          {t('modules.addQuiz')}
        </Button>
        <Button icon={<FileTextOutlined />} onClick={() => open('text')} data-testid="add-text-module">
          {t('modules.addText')}
        </Button>
      </div>

      {controller.dirty && <Alert type="warning" showIcon className="tr-modules__hint" title={t('modules.unsavedHint')} />}

      {modules.length === 0 ? (
        <div className="tr-modules__empty empty-panel">
          <div className="empty-panel__icon" aria-hidden="true">
            <AppstoreAddOutlined />
          </div>
          <p className="empty-panel__title">{t('modules.emptyTitle')}</p>
          <p className="empty-panel__text">{t('modules.emptyText')}</p>
        </div>
      ) : (
        <ol className="tr-module-list" aria-label={t('modules.title')}>
          {modules.map((module, index) => {
            const classes = ['tr-module-row', `tr-module-row--${module.type}`];
            if (!module.isActive) classes.push('tr-module-row--inactive');
            if (dragIndex === index) classes.push('tr-module-row--dragging');
            if (overIndex === index && dragIndex !== null && dragIndex !== index) classes.push(dragIndex < index ? 'tr-module-row--drop-after' : 'tr-module-row--drop-before');
            const detail = moduleDetail(module, t);
            return (
              <li
                key={module.id}
                className={classes.join(' ')}
                draggable
                data-testid="module-row"
                data-module-id={module.id}
                onDragStart={(e) => onDragStart(e, index)}
                onDragOver={(e) => onDragOver(e, index)}
                onDragLeave={() => overIndex === index && setOverIndex(null)}
                onDrop={(e) => onDrop(e, index)}
                onDragEnd={endDrag}
              >
                <Tooltip title={t('modules.dragHint')}>
                  <span className="tr-module-row__handle" aria-label={t('modules.dragHandle', { title: module.title })} role="img">
                    <HolderOutlined />
                  </span>
                </Tooltip>
                <span className="tr-module-row__index">{index + 1}</span>
                <span className={`tr-module-row__icon tr-module-row__icon--${module.type}`} aria-hidden="true">
                  <ModuleTypeIcon type={module.type} />
                </span>
                <div className="tr-module-row__main">
                  <span className="tr-module-row__title" data-testid="module-title">
                    {module.title}
                  </span>
                  <span className="tr-module-row__detail">
                    <span className="tr-module-row__type">{t(moduleTypeKey(module.type))}</span>
                    {detail && <span className="tr-module-row__excerpt"> · {detail}</span>}
                  </span>
                </div>
                {!module.isActive && <Tag className="tr-module-row__inactive">{t('modules.inactive')}</Tag>}
                <Tooltip title={module.isActive ? t('modules.active') : t('modules.inactive')}>
                  <Switch
                    size="small"
                    checked={module.isActive}
                    aria-label={t('modules.activeToggle', { title: module.title })}
                    onChange={(on) => controller.setActive(module.id, on)}
                  />
                </Tooltip>
                <div className="tr-module-row__buttons">
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`${t('modules.moveUp')}: ${module.title}`}
                    disabled={index === 0}
                    onClick={() => controller.move(index, index - 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`${t('modules.moveDown')}: ${module.title}`}
                    disabled={index === modules.length - 1}
                    onClick={() => controller.move(index, index + 1)}
                  />
                  <Tooltip title={t('modules.edit')}>
                    <Button
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={`${t('modules.edit')}: ${module.title}`}
                      onClick={() => open(module.type === 'video' ? 'video' : module.type === 'quiz' ? 'quiz' : 'text', module)}
                    />
                  </Tooltip>
                  <Tooltip title={t('modules.delete')}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('modules.delete')}: ${module.title}`}
                      onClick={() => controller.remove(module.id)}
                    />
                  </Tooltip>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <TextModuleDialog
        open={editing?.kind === 'text'}
        initial={editingModule && isText(editingModule) ? { title: editingModule.title, text: editingModule.content.text ?? '' } : undefined}
        onClose={close}
        onSave={({ title, text }) => {
          const content: TextContent = { text };
          return editingModule ? controller.edit(editingModule, title, content) : controller.add('text', title, content);
        }}
      />
      <QuizModuleDialog
        open={editing?.kind === 'quiz'}
        initial={
          editingModule && isQuiz(editingModule)
            ? { title: editingModule.title, content: { questions: safeQuestions(editingModule.content) } }
            : undefined
        }
        onClose={close}
        onSave={({ title, content }) => (editingModule ? controller.edit(editingModule, title, content) : controller.add('quiz', title, content))}
      />
      <TrainingVideoDialog
        open={editing?.kind === 'video'}
        module={editingModule}
        controller={controller}
        contentLanguages={contentLanguages}
        defaultLanguage={defaultLanguage}
        onClose={close}
      />
    </div>
  );
}

function safeQuestions(content: QuizContent) {
  try {
    return quizQuestions(content);
  } catch {
    return [];
  }
}
