/** Romanian (ro) texts of 'dashboardUi' (issue 34 item 5: the employee's first screen): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ro: Translation<Texts> = {
  hero: {
    eyebrow: 'Tablou de bord',
    greeting: 'Bună ziua, {{name}}!',
    trialEnds_one: 'Perioadă de probă până la {{date}} (mai rămâne {{count}} zi)',
    trialEnds_few: 'Perioadă de probă până la {{date}} (mai rămân {{count}} zile)',
    trialEnds_other: 'Perioadă de probă până la {{date}} (mai rămân {{count}} de zile)',
    trialEnded: 'Perioada de probă s-a încheiat la {{date}}',
    actions: {
      library: 'Spre biblioteca de instruiri',
      myLearning: 'Instruirile mele',
    },
  },
  stats: {
    label: 'Indicatori',
    loadError: 'Indicatorii nu au putut fi încărcați.',
    activeTrainings: 'Instruiri active',
    activeTrainingsHint: 'Instruirile publicate ale firmei',
    completedTrainings: 'Instruiri finalizate',
    completedTrainingsHint: 'Finalizări valabile în firmă',
    totalUsers: 'Total utilizatori',
    totalUsersHint: 'Utilizatori activi',
    complianceRate: 'Rata de conformitate',
    complianceRateHint: 'Instruiri alocate cu finalizare valabilă',
    myGroups: 'Grupurile mele',
    myGroupsHint: 'Grupurile pe care le dețineți sau le administrați împreună cu alții',
    teamMembers: 'Membrii echipei',
    teamMembersHint: 'Membrii grupurilor dumneavoastră',
    assignedTrainings: 'Instruiri alocate',
    assignedTrainingsHint: 'Instruirile grupurilor dumneavoastră',
    teamProgress: 'Progresul echipei',
    teamProgressHint: 'Instruirile finalizate ale echipelor dumneavoastră',
    percent: '{{value}} %',
  },
  groups: {
    title: 'Grupurile mele',
    noDescription: 'Fără descriere',
    members_one: '{{count}} membru',
    members_few: '{{count}} membri',
    members_other: '{{count}} de membri',
    empty: 'Nu faceți încă parte din niciun grup',
    emptyText: 'Imediat ce faceți parte dintr-un grup, îl vedeți aici împreună cu instruirile sale.',
  },
  news: {
    title: 'Noutăți',
  },
  current: {
    title: 'Instruiri actuale',
    filterLabel: 'Filtrare instruiri',
    filter: {
      all: 'Toate',
      open: 'De făcut',
      completed: 'Finalizate',
    },
    toMyLearning: 'Toate în „Instruirile mele”',
    columns: {
      training: 'Instruire',
      status: 'Stare',
      progress: 'Progres',
      deadline: 'Termen',
      due: 'Scadență',
      action: 'Acțiune',
    },
    empty: {
      all: 'Nu există instruiri',
      open: 'Nicio instruire de făcut',
      completed: 'Nicio instruire finalizată',
    },
    emptyHint: {
      all: 'Imediat ce vă sunt alocate instruiri, acestea apar aici.',
      open: 'Momentan nu aveți nimic de făcut.',
      completed: 'Instruirile finalizate și dovezile sunt afișate aici.',
    },
    completedOn: 'Finalizată la {{date}}',
    noDeadline: '–',
    groups: 'Grupuri: {{names}}',
    loadError: 'Instruirile nu au putut fi încărcate.',
  },
};
