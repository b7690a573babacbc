/**
 * The split and the rules as other modules use them (the runs price the split relation with
 * the rules' multipliers); the repository stays private to this module.
 */
export { findPayRules, overtimeSplitSql } from './pay-rules.repository.ts';
