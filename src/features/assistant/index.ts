/** The assistant's promotion: the one thing other folders use from this feature. */
export { AssistantPromo } from './AssistantPromo';
