export { AskPharmacist } from './ui/AskPharmacist';
export { QuestionsList } from './ui/QuestionsList';
