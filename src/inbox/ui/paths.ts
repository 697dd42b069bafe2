/** The inbox's addresses: every link and route takes them from here (defined in the contract). */
export { inboxPaths as paths } from '@contract/inbox-paths';
