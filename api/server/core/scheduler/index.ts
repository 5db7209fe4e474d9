// The durable scheduler: job kinds declared by the modules (JobDecl), rows of scheduled_jobs, the poller.
export { scheduledJobs } from './table';
export { EVERY, registerJobs, type JobDecl, type JobDeps, type JobHandler, type JobResult, type JobRow } from './jobs';
export { runDueJobs, scheduleJob, scheduleRecurring, startPoller } from './run';
export { scopedFold, type FoldScope } from './scoped-fold';
