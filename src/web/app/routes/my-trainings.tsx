import { guardedPage } from '../../components/require-permission';
import { MyLearningPage } from '../../features/my-learning';

export default guardedPage('myLearning', MyLearningPage);
