//! Applying commands: the deterministic state machine of DESIGN §2.1 and §2.2.
//!
//! Each command is turned into one sled batch plus a new catalog. File work (renaming a
//! staged part) happens before the batch; the batch is written, then the new catalog
//! published; the batch is synced before the apply returns, or, for a run of entries
//! the consensus layer applies together, once after the last of them
//! ([`Store::apply_unsynced`], [`Store::sync_applied`]). Files the entries removed from
//! the catalog leave `parts/` only after that sync. A crash anywhere leaves the state
//! of the last sync, and re-applying the commands from the log redoes the file work
//! idempotently. Merges are built by the merge worker
//! (`merger`), between the `MergeParts` that schedules one and the `CommitMerge` that
//! registers it.

use std::{collections::BTreeMap, sync::Arc};

use maskhouse_part::{mask, RoaringBitmap};
use maskhouse_types::{
    codec, Command, CommandOutcome, InlineRows, PartName, StagedPart, SubqueryLimits, TableSchema,
};

use crate::{
    catalog::PartFile,
    delete, keys, kv,
    merger::{Job, PendingMerge},
    new_rows::NewRows,
    ActivePart, Catalog, Error, MaskVersion, MutationRecord, Priority, Result, Store, TableState,
};

/// New rows one entry of several statements may hold in memory before it writes them
/// (DESIGN §2.9; design 007): an UPDATE of a group that would take them past this is not
/// applied there but proposed again alone ([`CommandOutcome::Deferred`]), where only
/// its own `rows_max` bounds it.
pub const GROUP_NEW_ROWS_MAX: u64 = 1 << 16;

/// Bytes of new rows one UPDATE may make (their Arrow data, uncompressed: the same
/// count on every replica): past it the mutation fails alike everywhere, having
/// changed nothing (DESIGN §2.9). The rows are held in memory until the entry's part
/// is written.
pub const UPDATE_BYTES_MAX: u64 = 256 << 20;

/// The effects of one command, not yet committed.
struct Change {
    batch: kv::Batch,
    catalog: Catalog,
    /// Files to remove once readers let go of them, after the commit.
    obsolete: Vec<Arc<PartFile>>,
    /// Merges to hand to the worker, after the commit.
    jobs: Vec<Job>,
    /// Merge results no longer needed (committed, or their table is gone).
    forget: Vec<(String, Option<u64>)>,
    /// The priority of the command's heavy work (delete evaluation, merge builds).
    priority: Priority,
    /// The rows the entry adds, by table, written as parts when it ends.
    new_rows: BTreeMap<String, NewRows>,
    /// The mask versions the entry wrote, by table, part and mutation: a second
    /// statement of the entry that masks the same part adds to its version (design
    /// 007). A waiting DELETE the entry applies writes its own, of its own number.
    entry_masks: BTreeMap<(String, PartName, u64), RoaringBitmap>,
}

impl Change {
    fn new(tree: &kv::Tree, catalog: Catalog, priority: Priority) -> Self {
        Change {
            batch: tree.batch(),
            catalog,
            obsolete: Vec::new(),
            jobs: Vec::new(),
            forget: Vec::new(),
            priority,
            new_rows: BTreeMap::new(),
            entry_masks: BTreeMap::new(),
        }
    }

    fn table_mut(&mut self, name: &str) -> &mut TableState {
        Arc::make_mut(
            self.catalog
                .tables
                .get_mut(name)
                .expect("checked by caller"),
        )
    }

    /// Records `record`, statement `statement` of its entry, in the table's mutation
    /// log.
    fn record_mutation(&mut self, record: MutationRecord, statement: u32) -> Result<()> {
        self.batch.insert(
            keys::mutation(&record.table, record.number, statement),
            codec::encode(&record),
        )?;
        let table = record.table.clone();
        self.table_mut(&table).insert_mutation(record, statement);
        Ok(())
    }

    /// Invariant 2.8: a mutation whose predicate or expressions cannot be compiled or
    /// evaluated fails alike on every replica. It is recorded as failed with `reason`
    /// and changes nothing; only the disk or a corrupt file stops a replica.
    fn fail_mutation(
        &mut self,
        mut record: MutationRecord,
        statement: u32,
        reason: String,
    ) -> Applied {
        // A subquery that read a damaged part of another table fails here only: its
        // scan reported the part, and the part is repaired, not the mutation failed
        // (DESIGN §2.6).
        if let Some(damage) = crate::damage::reported_in(&self.catalog) {
            return Err(ApplyError::Fatal(damage));
        }
        let outcome =
            CommandOutcome::Rejected(format!("mutation {} failed: {reason}", record.number));
        record.fail_reason = Some(reason);
        self.record_mutation(record, statement)?;
        Ok(outcome)
    }

    /// Adds `bitmap` to mask version `index` of the active part `name`: rows the
    /// entry at `index` deletes from it, none of them deleted before. The entry's
    /// statements share one version per part.
    fn add_mask_version(
        &mut self,
        table: &str,
        name: &PartName,
        index: u64,
        bitmap: &RoaringBitmap,
    ) -> Result<()> {
        let part = self.catalog.tables[table].parts[name].clone();
        // Assert before writing: offsets within the part, no row deleted twice.
        assert!(bitmap.max().is_some_and(|m| u64::from(m) < part.meta.rows));
        assert!(bitmap.is_disjoint(&part.mask));
        let at = (table.to_string(), name.clone(), index);
        let mut updated = (*part).clone();
        // Versions stay in mutation order: a waiting DELETE applied later may come
        // before a version written since (a TTL rewrite's kept rows).
        let place = updated.masks.partition_point(|v| v.mutation < index);
        let version = match self.entry_masks.get(&at) {
            Some(earlier) => {
                assert_eq!(updated.masks.get(place).map(|v| v.mutation), Some(index));
                updated.masks.remove(place);
                earlier | bitmap
            }
            None => {
                assert!(updated.masks.get(place).is_none_or(|v| v.mutation != index));
                bitmap.clone()
            }
        };
        let encoded = mask::encode(&version);
        self.batch
            .insert(keys::mask(table, name, index), encoded.as_slice())?;
        updated.masks.insert(
            place,
            MaskVersion {
                mutation: index,
                digest: mask::digest(&encoded, version.len()),
            },
        );
        self.entry_masks.insert(at, version);
        let mut cumulative = (*part.mask).clone();
        cumulative |= bitmap;
        updated.mask = Arc::new(cumulative);
        self.table_mut(table)
            .parts
            .insert(name.clone(), Arc::new(updated));
        Ok(())
    }

    /// Removes `part` from the catalog. Its mask versions move to the retired masks
    /// (read from `store`), kept with its retired file for replicas that lag.
    fn remove_part(&mut self, store: &Store, table: &str, part: &PartName) -> Result<()> {
        let removed = self.table_mut(table).parts.remove(part);
        self.batch.remove(keys::part(table, part))?;
        if let Some(p) = removed {
            for m in &p.masks {
                let key = keys::mask(table, part, m.mutation);
                if let Some(bytes) = store.stored_mask(table, part, m.mutation)? {
                    self.batch
                        .insert(keys::retired_mask(table, part, m.mutation), bytes)?;
                }
                self.batch.remove(key)?;
            }
            self.obsolete.push(p.file.clone());
        }
        Ok(())
    }
}

impl Store {
    /// Applies the command at log `index`. `state_machine` is stored with it in the same
    /// batch (the consensus layer's last-applied record). An `Err` means the replica
    /// cannot go on (disk failure, corrupt part); a command that is merely invalid
    /// yields [`CommandOutcome::Rejected`] on every replica alike — a DELETE whose
    /// predicate fails to compile or evaluate too, recorded as a failed mutation
    /// (DESIGN §2.8).
    pub fn apply(
        &self,
        index: u64,
        command: &Command,
        state_machine: Option<&[u8]>,
    ) -> Result<CommandOutcome> {
        self.apply_at(index, command, state_machine, Priority::Foreground)
    }

    /// [`Store::apply`], its heavy work (evaluating a DELETE, building a merge it
    /// schedules) at `priority`. The outcome and the state are the same at any priority.
    pub fn apply_at(
        &self,
        index: u64,
        command: &Command,
        state_machine: Option<&[u8]>,
        priority: Priority,
    ) -> Result<CommandOutcome> {
        let outcome = self.apply_unsynced(index, command, state_machine, priority)?;
        self.sync_applied()?;
        Ok(outcome)
    }

    /// [`Store::apply_at`] without making the result durable: readers see it at once,
    /// and [`Store::sync_applied`] makes it (and everything applied before) durable. A
    /// crash before then loses it, and the entry is applied again from the log, which
    /// holds it durably already. Lets a run of entries share one sync.
    pub fn apply_unsynced(
        &self,
        index: u64,
        command: &Command,
        state_machine: Option<&[u8]>,
        priority: Priority,
    ) -> Result<CommandOutcome> {
        let _guard = self.apply_lock.lock().expect("not poisoned");
        let current = self.snapshot();
        if current.any_applied && index <= current.applied_index {
            return Ok(CommandOutcome::Done);
        }
        let mut change = Change::new(&self.tree, (*current).clone(), priority);
        let outcome = match self.apply_command(index, command, &mut change) {
            Ok(outcome) => outcome,
            Err(ApplyError::Fatal(e)) => return Err(e),
            Err(ApplyError::Rejected(reason)) => {
                change = Change::new(&self.tree, (*current).clone(), priority);
                if let Command::AddParts { parts, .. } = command {
                    self.discard_staged(parts);
                }
                CommandOutcome::Rejected(reason)
            }
        };
        self.commit(index, change, state_machine)?;
        Ok(outcome)
    }

    /// Records that `index` was applied with no effect on tables (Raft's own entries).
    pub fn apply_noop(&self, index: u64, state_machine: Option<&[u8]>) -> Result<()> {
        self.apply_noop_unsynced(index, state_machine)?;
        self.sync_applied()
    }

    /// [`Store::apply_noop`] without making it durable (see [`Store::apply_unsynced`]).
    pub fn apply_noop_unsynced(&self, index: u64, state_machine: Option<&[u8]>) -> Result<()> {
        let _guard = self.apply_lock.lock().expect("not poisoned");
        let current = self.snapshot();
        if current.any_applied && index <= current.applied_index {
            return Ok(());
        }
        self.commit(
            index,
            Change::new(&self.tree, (*current).clone(), Priority::Foreground),
            state_machine,
        )
    }

    /// Makes every entry applied so far durable. Only then do the files those entries
    /// removed from the catalog leave `parts/`: until the sync, a crash brings back a
    /// catalog that still names them.
    pub fn sync_applied(&self) -> Result<()> {
        let obsolete = std::mem::take(&mut *self.unsynced_obsolete.lock().expect("not poisoned"));
        if let Err(e) = self.flush() {
            self.unsynced_obsolete
                .lock()
                .expect("not poisoned")
                .extend(obsolete);
            return Err(e);
        }
        for f in &obsolete {
            f.mark_obsolete();
        }
        Ok(())
    }

    /// Writes the change's batch and publishes its catalog (not yet synced: the callers
    /// sync, before they return or once for a run of entries).
    fn commit(&self, index: u64, mut change: Change, state_machine: Option<&[u8]>) -> Result<()> {
        change.catalog.applied_index = index;
        change.catalog.any_applied = true;
        change.batch.insert(keys::APPLIED, index.to_be_bytes())?;
        if let Some(sm) = state_machine {
            change.batch.insert(keys::STATE_MACHINE, sm)?;
        }
        fail::fail_point!("apply::before_commit", |_| Err(Error::Invalid(
            "failpoint apply::before_commit".into()
        )));
        self.tree.apply(change.batch)?;
        fail::fail_point!("apply::after_commit", |_| Err(Error::Invalid(
            "failpoint apply::after_commit".into()
        )));
        self.unsynced_obsolete
            .lock()
            .expect("not poisoned")
            .extend(change.obsolete);
        *self.catalog.write().expect("not poisoned") = Arc::new(change.catalog);
        for (table, merge) in change.forget {
            match merge {
                Some(m) => self.merger.forget(&table, m),
                None => self.merger.forget_table(&table),
            }
        }
        for job in change.jobs {
            self.merger.submit(job);
        }
        Ok(())
    }

    fn apply_command(&self, index: u64, command: &Command, change: &mut Change) -> Applied {
        let table = command.table();
        match command {
            Command::CreateDatabase {
                name,
                if_not_exists,
            } => {
                if change.catalog.databases.contains(name) {
                    return if *if_not_exists {
                        Ok(CommandOutcome::Done)
                    } else {
                        reject(format!("Database {name} already exists"))
                    };
                }
                maskhouse_types::validate_database_name(name)
                    .map_err(|e| ApplyError::Rejected(e.to_string()))?;
                change.batch.insert(keys::database(name), [])?;
                change.catalog.databases.insert(name.clone());
                Ok(CommandOutcome::Done)
            }
            Command::DropDatabase { name, if_exists } => {
                if !change.catalog.databases.contains(name) {
                    return if *if_exists {
                        Ok(CommandOutcome::Done)
                    } else {
                        reject(format!("Database {name} does not exist"))
                    };
                }
                let prefix = format!("{name}.");
                let tables: Vec<String> = change
                    .catalog
                    .tables
                    .keys()
                    .filter(|t| t.starts_with(&prefix))
                    .cloned()
                    .collect();
                for t in &tables {
                    self.clear_table(t, change)?;
                    change.batch.remove(keys::merges_stopped(t))?;
                    change.batch.remove(keys::table(t))?;
                    change.catalog.tables.remove(t);
                }
                change.batch.remove(keys::database(name))?;
                change.catalog.databases.remove(name);
                Ok(CommandOutcome::Done)
            }
            Command::CreateTable {
                schema,
                if_not_exists,
            } => self.create_table(table, schema, Some(*if_not_exists), change),
            Command::ReplaceTable { schema } => self.create_table(table, schema, None, change),
            Command::DropTable { if_exists, .. } => {
                if !change.catalog.tables.contains_key(table) {
                    return if *if_exists {
                        Ok(CommandOutcome::Done)
                    } else {
                        reject(format!("table {table} does not exist"))
                    };
                }
                self.clear_table(table, change)?;
                change.batch.remove(keys::merges_stopped(table))?;
                change.batch.remove(keys::table(table))?;
                change.catalog.tables.remove(table);
                Ok(CommandOutcome::Done)
            }
            Command::TruncateTable { .. } => {
                existing(change, table)?;
                self.clear_table(table, change)?;
                Ok(CommandOutcome::Done)
            }
            Command::AddParts { parts, schema, .. } => {
                // Its masks of the rows it replaces come after the waiting DELETEs'.
                if self.replacing(table, change) {
                    self.settle(table, change)?;
                }
                let names = add_parts_names(&change.catalog, index, table, parts, *schema)
                    .map_err(ApplyError::Rejected)?;
                self.add_parts(index, table, parts, &names, change)
            }
            Command::Delete { .. } | Command::Update { .. } | Command::InsertRows { .. } => {
                let mut outcomes = self.group(index, std::slice::from_ref(command), change)?;
                Ok(outcomes.pop().expect("one statement, one outcome"))
            }
            Command::Group { members } => {
                Ok(CommandOutcome::Group(self.group(index, members, change)?))
            }
            Command::SetMerges {
                table: target,
                stopped,
            } => {
                let tables: Vec<String> = match target {
                    Some(t) if change.catalog.tables.contains_key(t) => vec![t.clone()],
                    Some(_) => vec![],
                    None => change.catalog.tables.keys().cloned().collect(),
                };
                for t in tables {
                    match stopped {
                        true => change.batch.insert(keys::merges_stopped(&t), [])?,
                        false => change.batch.remove(keys::merges_stopped(&t))?,
                    }
                    change.table_mut(&t).merges_stopped = *stopped;
                    // Merges that start again apply the DELETEs that waited for them.
                    if !stopped {
                        self.settle(&t, change)?;
                    }
                }
                Ok(CommandOutcome::Done)
            }
            Command::ModifyTtl { ttl, schema, .. } => {
                let state = existing(change, table)?;
                if state.schema.checksum() != *schema {
                    return reject(format!(
                        "table {table} was altered, or dropped and created again, since its TTL was checked"
                    ));
                }
                let schema = TableSchema {
                    ttl: ttl.clone(),
                    ..(*state.schema).clone()
                };
                replace_schema(change, table, schema)
            }
            Command::ModifySettings {
                set, reset, schema, ..
            } => {
                let state = existing(change, table)?;
                if state.schema.checksum() != *schema {
                    return reject(format!(
                        "table {table} was altered, or dropped and created again, since its settings were checked"
                    ));
                }
                // A setting set takes its new value where it stands; a copy of it past
                // the first (a table created before copies were refused) goes.
                let mut settings: Vec<(String, String)> = Vec::new();
                for (k, v) in state.schema.settings.iter() {
                    if reset.contains(k) || settings.iter().any(|(s, _)| s == k) {
                        continue;
                    }
                    let v = set.iter().find(|(s, _)| s == k).map_or(v, |(_, new)| new);
                    settings.push((k.clone(), v.clone()));
                }
                for (k, v) in set {
                    if !settings.iter().any(|(s, _)| s == k) {
                        settings.push((k.clone(), v.clone()));
                    }
                }
                let schema = TableSchema {
                    settings,
                    ..(*state.schema).clone()
                };
                replace_schema(change, table, schema)
            }
            Command::AlterColumns {
                schema,
                previous,
                sources,
                rows_max,
                ..
            } => {
                self.settle(table, change)?;
                self.alter_columns(index, table, schema, *previous, sources, *rows_max, change)
            }
            Command::MergeParts { parts, expire, .. } => {
                self.merge(index, table, parts, expire.as_deref(), change)
            }
            Command::CommitMerge { merge, meta, .. } => {
                self.commit_merge(index, table, *merge, meta, change)
            }
            Command::DropParts { parts, .. } => {
                let state = existing(change, table)?;
                let mut names = Vec::new();
                for p in parts {
                    match state.parts.get(p) {
                        Some(_) if state.is_merging(p) => {
                            return reject(format!("part {p} is being merged"))
                        }
                        Some(part) => {
                            // Live rows must be known here as everywhere (DESIGN §2.1).
                            part.check_masks(table)?;
                            if part.live_rows() > 0 {
                                return reject(format!("part {p} still has live rows"));
                            }
                            names.push(p.clone())
                        }
                        None => return reject(format!("part {p} is not active")),
                    }
                }
                for p in &names {
                    change.remove_part(self, table, p)?;
                }
                Ok(CommandOutcome::Merged {
                    removed: names,
                    added: None,
                })
            }
        }
    }

    /// `CREATE TABLE` (`if_not_exists` given) or `CREATE OR REPLACE TABLE` (`None`: a
    /// table of the name is cleared away, stopped merges with it) of `schema`.
    fn create_table(
        &self,
        table: &str,
        schema: &TableSchema,
        if_not_exists: Option<bool>,
        change: &mut Change,
    ) -> Applied {
        // A table `db.t` is created in an existing database `db`.
        if let Some((db, _)) = table.split_once('.') {
            if !change.catalog.databases.contains(db) {
                return reject(format!("Database {db} does not exist"));
            }
        }
        let exists = change.catalog.tables.contains_key(table);
        match if_not_exists {
            Some(true) if exists => return Ok(CommandOutcome::Done),
            Some(false) if exists => return reject(format!("table {table} already exists")),
            _ => {}
        }
        schema
            .validate()
            .map_err(|e| ApplyError::Rejected(e.to_string()))?;
        if exists {
            self.clear_table(table, change)?;
            change.batch.remove(keys::merges_stopped(table))?;
        }
        change
            .batch
            .insert(keys::table(table), codec::encode(schema))?;
        change
            .catalog
            .tables
            .insert(table.to_string(), Arc::new(TableState::new(schema.clone())));
        Ok(CommandOutcome::Done)
    }

    fn clear_table(&self, table: &str, change: &mut Change) -> Result<()> {
        let state = change.catalog.tables[table].clone();
        for name in state.parts.keys() {
            change.remove_part(self, table, name)?;
        }
        for (number, statement) in state.mutations.keys() {
            change
                .batch
                .remove(keys::mutation(table, *number, *statement))?;
        }
        for merge in state.pending.keys() {
            change.batch.remove(keys::pending(table, *merge))?;
        }
        let t = change.table_mut(table);
        t.mutations.clear();
        t.waiting.clear();
        t.pending.clear();
        change.forget.push((table.to_string(), None));
        Ok(())
    }

    /// Registers the staged `parts` of an accepted `AddParts` at `index` as `names`. In
    /// a replacing table the entry also masks the rows its rows replace, and those of
    /// its own rows that lose to a row already there (DESIGN §2.11).
    fn add_parts(
        &self,
        index: u64,
        table: &str,
        parts: &[StagedPart],
        names: &[PartName],
        change: &mut Change,
    ) -> Applied {
        existing(change, table)?;
        let dir = self.table_dir(table);
        maskhouse_part::create_dir_durable(&dir).map_err(|e| Error::Invalid(e.to_string()))?;
        let mut rows = 0;
        for (staged, name) in parts.iter().zip(names) {
            let target = self.part_path(table, name);
            let source = self.staging_path(&staged.staging_id);
            // A staged file that is missing or damaged here is fetched again from a
            // peer and the entry applied again (DESIGN §2.6): never a failed insert.
            let damaged = |reason: String| {
                ApplyError::Fatal(Error::damaged(
                    table,
                    name,
                    Some(&staged.staging_id),
                    reason,
                ))
            };
            // Durable under its new name before the staged name goes: a power cut
            // between the two must not lose a file the catalog is about to name.
            match maskhouse_part::move_durable(&source, &target) {
                // Or re-applied after a crash that came after the move.
                Ok(maskhouse_part::Moved::Moved | maskhouse_part::Moved::AlreadyThere) => {}
                Ok(maskhouse_part::Moved::SourceMissing) => {
                    return Err(damaged(format!(
                        "staged file {} is missing",
                        source.display()
                    )))
                }
                Err(e) => {
                    return Err(ApplyError::Fatal(Error::Invalid(format!(
                        "register staged part {} as {name}: {e}",
                        source.display()
                    ))))
                }
            }
            // Verified whole once; the footer and page sums are kept for its readers.
            let file = Arc::new(PartFile::new(target));
            match maskhouse_part::PartReader::open_footer(&file.path, &staged.meta) {
                Ok((_, footer)) => {
                    file.keep_footer(file.generation(), footer);
                }
                Err(e) if e.kind() == maskhouse_part::ErrorKind::Io => {
                    return Err(ApplyError::Fatal(e.into()))
                }
                Err(e) => return Err(damaged(e.to_string())),
            }
            fail::fail_point!("apply::add_part_renamed", |_| Err(ApplyError::Fatal(
                Error::Invalid("failpoint apply::add_part_renamed".into())
            )));
            change
                .batch
                .insert(keys::part(table, name), codec::encode(&staged.meta))?;
            change.table_mut(table).parts.insert(
                name.clone(),
                Arc::new(ActivePart {
                    name: name.clone(),
                    meta: staged.meta.clone(),
                    file,
                    masks: Vec::new(),
                    mask: Arc::new(RoaringBitmap::new()),
                }),
            );
            rows += staged.meta.rows;
        }
        let added: Vec<Arc<ActivePart>> = names
            .iter()
            .map(|n| change.catalog.tables[table].parts[n].clone())
            .collect();
        self.replace_keys(index, table, &added, change)?;
        Ok(CommandOutcome::Inserted {
            rows,
            parts: names.to_vec(),
        })
    }

    /// Why the `AddParts` of `parts` into `table` at log `index` will be rejected when
    /// it is applied next, against the catalog as of the entry before it: the decision
    /// apply makes, taken from the entry and the catalog alone. A replica that lacks
    /// the staged files asks this before fetching them, so a rejected insert (its table
    /// dropped meanwhile) never waits on a fetch no peer can answer (DESIGN §2.8).
    /// `None`: apply will register the parts, or the entry was applied already.
    pub fn add_parts_rejection(
        &self,
        index: u64,
        table: &str,
        parts: &[StagedPart],
        schema: u32,
    ) -> Option<String> {
        let current = self.snapshot();
        if current.any_applied && index <= current.applied_index {
            return None;
        }
        add_parts_names(&current, index, table, parts, schema).err()
    }

    /// The statements of the entry at `index`, DELETEs and UPDATEs in their order, then
    /// the inserts, and the parts their new rows make; the outcome of each, in the
    /// statements' order (design 007). The statements of a group were concurrent, so
    /// this order is one its clients could have seen. A statement rejected or failed
    /// changes nothing and leaves the others alone; only what stops the replica is an
    /// error.
    fn group(
        &self,
        index: u64,
        members: &[Command],
        change: &mut Change,
    ) -> std::result::Result<Vec<CommandOutcome>, ApplyError> {
        let lone = members.len() == 1;
        let mut outcomes: Vec<Option<CommandOutcome>> = vec![None; members.len()];
        // The tables a statement of the entry masks rows of at once: their waiting
        // DELETEs apply first, before any statement of the entry (so their subqueries
        // read no statement's half-applied change), and no DELETE of theirs in the
        // entry waits (it would wait behind a later statement).
        let settling: std::collections::BTreeSet<&str> = members
            .iter()
            .filter_map(|m| match m {
                Command::Delete {
                    table,
                    asynchronous: false,
                    ..
                }
                | Command::Update { table, .. } => Some(table.as_str()),
                Command::InsertRows { table, .. } if self.replacing(table, change) => {
                    Some(table.as_str())
                }
                _ => None,
            })
            .collect();
        for table in &settling {
            self.settle(table, change)?;
        }
        let settle = |applied: Applied| match applied {
            Ok(outcome) => Ok(outcome),
            Err(ApplyError::Rejected(reason)) => Ok(CommandOutcome::Rejected(reason)),
            Err(ApplyError::Fatal(e)) => Err(ApplyError::Fatal(e)),
        };
        for (j, member) in members.iter().enumerate() {
            let statement = j as u32;
            // A predicate whose subqueries read tables reads the catalog, which holds
            // the rows earlier statements of the entry added only once it ends: such a
            // statement goes in an entry of its own instead (design 007).
            if let Command::Delete { predicate, .. } | Command::Update { predicate, .. } = member {
                if !lone && !change.new_rows.is_empty() && self.compiler.reads_tables(predicate) {
                    outcomes[j] = Some(CommandOutcome::Deferred);
                    continue;
                }
            }
            let applied = match member {
                Command::Delete {
                    table,
                    predicate,
                    created_ms,
                    limits,
                    asynchronous,
                } => {
                    let delete = Delete {
                        statement,
                        predicate,
                        created_ms: *created_ms,
                        limits,
                    };
                    let stopped = change
                        .catalog
                        .tables
                        .get(table.as_str())
                        .is_some_and(|t| t.merges_stopped);
                    if *asynchronous && stopped && !settling.contains(table.as_str()) {
                        self.postpone(index, table, &delete, change)
                    } else {
                        self.delete(index, table, &delete, change)
                    }
                }
                Command::Update {
                    table,
                    assignments,
                    predicate,
                    created_ms,
                    limits,
                    rows_max,
                } => {
                    let update = Update {
                        statement,
                        assignments,
                        predicate,
                        created_ms: *created_ms,
                        limits,
                        rows_max: *rows_max,
                        // Alone, only its own bound applies.
                        group_rows_max: if lone { u64::MAX } else { GROUP_NEW_ROWS_MAX },
                    };
                    self.update(index, table, &update, change)
                }
                Command::InsertRows { .. } => continue,
                other => reject(format!(
                    "a {} cannot share an entry with other statements",
                    command_kind(other)
                )),
            };
            outcomes[j] = Some(settle(applied)?);
        }
        for (j, member) in members.iter().enumerate() {
            if let Command::InsertRows {
                table,
                schema,
                partitions,
            } = member
            {
                let applied = self.insert_rows(index, table, *schema, partitions, change);
                outcomes[j] = Some(settle(applied)?);
            }
        }
        let written = self.write_new_rows(index, change)?;
        Ok(outcomes
            .into_iter()
            .zip(members)
            .map(|(outcome, member)| {
                let mut outcome = outcome.expect("every statement has its outcome");
                // The parts a statement's rows went to, of those the entry wrote.
                if let CommandOutcome::Inserted { parts, .. }
                | CommandOutcome::Updated { parts, .. } = &mut outcome
                {
                    parts.retain(|p| written.contains(&(member.table().to_string(), p.clone())));
                }
                outcome
            })
            .collect())
    }

    /// An asynchronous DELETE at `index` while the table's merges are stopped: recorded
    /// as waiting, nothing masked. [`Store::settle`] applies it later, as of `index`.
    fn postpone(
        &self,
        index: u64,
        table: &str,
        delete: &Delete<'_>,
        change: &mut Change,
    ) -> Applied {
        existing(change, table)?;
        let record = MutationRecord {
            table: table.to_string(),
            number: index,
            predicate: delete.predicate.to_string(),
            created_ms: delete.created_ms,
            rows_deleted: 0,
            parts_touched: 0,
            fail_reason: None,
            assignments: Vec::new(),
            waiting: Some(delete.limits.clone()),
        };
        change.record_mutation(record, delete.statement)?;
        Ok(CommandOutcome::Waiting { mutation: index })
    }

    /// Applies the table's waiting DELETEs, in log order, each as of its own log index:
    /// it masks rows of the parts before it (DESIGN §2.2), which hold the rows they held
    /// then, since everything that masks or rewrites rows settles them first. Each
    /// masks or fails as it would have at once (DESIGN §2.8); an unknown table has none.
    fn settle(&self, table: &str, change: &mut Change) -> std::result::Result<(), ApplyError> {
        let Some(state) = change.catalog.tables.get(table) else {
            return Ok(());
        };
        let waiting: Vec<((u64, u32), MutationRecord)> = state
            .waiting
            .iter()
            .map(|at| (*at, state.mutations[at].clone()))
            .collect();
        for ((number, statement), record) in waiting {
            let limits = record
                .waiting
                .clone()
                .expect("a waiting DELETE has its limits");
            let delete = Delete {
                statement,
                predicate: &record.predicate,
                created_ms: record.created_ms,
                limits: &limits,
            };
            match self.delete(number, table, &delete, change) {
                Ok(_) | Err(ApplyError::Rejected(_)) => {}
                Err(fatal) => return Err(fatal),
            }
        }
        Ok(())
    }

    /// Whether `table` replaces rows by key: its INSERTs mask the rows they replace.
    fn replacing(&self, table: &str, change: &Change) -> bool {
        change
            .catalog
            .tables
            .get(table)
            .is_some_and(|t| t.schema.engine.is_replacing())
    }

    fn delete(&self, index: u64, table: &str, delete: &Delete<'_>, change: &mut Change) -> Applied {
        let Delete {
            statement,
            predicate,
            created_ms,
            limits,
        } = *delete;
        let state = existing(change, table)?;
        let record = MutationRecord {
            table: table.to_string(),
            number: index,
            predicate: predicate.to_string(),
            created_ms,
            rows_deleted: 0,
            parts_touched: 0,
            fail_reason: None,
            assignments: Vec::new(),
            waiting: None,
        };
        let matched = match self.matched_rows(index, &state, predicate, limits, change) {
            Ok(matched) => matched,
            // Invariant 2.8: a predicate that cannot be compiled or evaluated fails alike
            // on every replica. The mutation is recorded as failed and masks nothing;
            // only the disk or a corrupt file stops a replica (the other errors).
            Err(Error::Predicate(reason)) => {
                return change.fail_mutation(record, statement, reason)
            }
            Err(e) => return Err(ApplyError::Fatal(e)),
        };
        let rows = self.mask_matched(index, table, &matched, change)?;
        let record = MutationRecord {
            rows_deleted: rows,
            parts_touched: matched.parts.len() as u32,
            ..record
        };
        change.record_mutation(record, statement)?;
        Ok(CommandOutcome::Deleted {
            mutation: index,
            rows,
        })
    }

    /// Masks what `matched` names, in the parts and in the entry's new rows; returns
    /// how many rows that is.
    fn mask_matched(
        &self,
        index: u64,
        table: &str,
        matched: &Matched,
        change: &mut Change,
    ) -> Result<u64> {
        let mut rows = 0;
        for (name, bitmap) in &matched.parts {
            fail::fail_point!("apply::mask_encoded", |_| Err(Error::Invalid(
                "failpoint apply::mask_encoded".into()
            )));
            change.add_mask_version(table, name, index, bitmap)?;
            rows += bitmap.len();
        }
        for (partition, bitmap) in &matched.new {
            change
                .new_rows
                .get_mut(table)
                .expect("matched in the entry's new rows")
                .delete(partition, bitmap);
            rows += bitmap.len();
        }
        Ok(rows)
    }

    /// `UPDATE` at `index`: masks the rows the predicate matches and adds their new
    /// versions to the entry's new rows, written when it ends as one part per
    /// partition, named by `index`. A predicate or an assignment that fails, or more
    /// matched rows than the entry allows, fails the mutation alike on every replica:
    /// it is recorded as failed and changes nothing (DESIGN §2.8). The work is bounded
    /// by the entry's `rows_max`, and in a group by [`GROUP_NEW_ROWS_MAX`] (DESIGN
    /// §2.9).
    fn update(&self, index: u64, table: &str, update: &Update<'_>, change: &mut Change) -> Applied {
        let state = existing(change, table)?;
        let record = MutationRecord {
            table: table.to_string(),
            number: index,
            predicate: update.predicate.to_string(),
            created_ms: update.created_ms,
            rows_deleted: 0,
            parts_touched: 0,
            fail_reason: None,
            assignments: update.assignments.to_vec(),
            waiting: None,
        };
        let (matched, added) = match self.updated_rows(index, &state, update, change) {
            Ok(Some(b)) => b,
            Ok(None) => return Ok(CommandOutcome::Deferred),
            Err(Error::Predicate(reason)) => {
                return change.fail_mutation(record, update.statement, reason)
            }
            Err(e) => return Err(ApplyError::Fatal(e)),
        };
        let rows = self.mask_matched(index, table, &matched, change)?;
        let mut parts = Vec::new();
        for (partition, batch) in added {
            change
                .new_rows
                .entry(table.to_string())
                .or_default()
                .append(&partition, batch)?;
            parts.push(PartName::new_insert(&partition, index));
        }
        let record = MutationRecord {
            rows_deleted: rows,
            parts_touched: matched.parts.len() as u32,
            ..record
        };
        change.record_mutation(record, update.statement)?;
        Ok(CommandOutcome::Updated {
            mutation: index,
            rows,
            parts,
        })
    }

    /// For an UPDATE at `index`: the rows it matches, and their new versions by
    /// partition; `None` when, in a group, they would take the entry's new rows past
    /// the group's bound.
    #[allow(clippy::type_complexity)]
    fn updated_rows(
        &self,
        index: u64,
        state: &TableState,
        update: &Update<'_>,
        change: &Change,
    ) -> Result<Option<(Matched, Vec<(String, arrow::array::RecordBatch)>)>> {
        let compiled = delete::unwound(|| {
            self.compiler
                .compile_update(&state.schema, update.assignments)
        })??;
        let matched = self.matched_rows(index, state, update.predicate, update.limits, change)?;
        let total = matched.rows();
        if total > update.rows_max {
            return Err(Error::Predicate(format!(
                "the UPDATE matches {total} rows, more than the {} an UPDATE may change \
                 (update_rows_max)",
                update.rows_max
            )));
        }
        let held: u64 = change.new_rows.values().map(NewRows::live_rows).sum();
        if held.saturating_add(total) > update.group_rows_max {
            return Ok(None);
        }
        let mut by_partition: BTreeMap<String, Vec<arrow::array::RecordBatch>> = Default::default();
        let bytes = std::cell::Cell::new(0u64);
        let evaluate = |name: &dyn std::fmt::Display, batch: &arrow::array::RecordBatch| {
            let new = delete::unwound(|| compiled.apply(batch))?
                .map_err(|e| Error::Predicate(format!("evaluate the UPDATE on {name}: {e}")))?;
            bytes.set(bytes.get().saturating_add(logical_bytes(&new)));
            if bytes.get() > UPDATE_BYTES_MAX {
                return Err(Error::Predicate(format!(
                    "the UPDATE's new rows take more than the {UPDATE_BYTES_MAX} bytes an \
                     UPDATE may make"
                )));
            }
            Ok(new)
        };
        for (name, bitmap) in &matched.parts {
            let part = &state.parts[name];
            let read = delete::unwound(|| -> Result<Vec<arrow::array::RecordBatch>> {
                let (reader, _) = part.file.reader(&part.meta)?;
                Ok(reader.read_rows(None, bitmap)?)
            })
            .and_then(|r| r)
            .map_err(|e| crate::damage::blame(&state.schema.name, part, e))?;
            let out = by_partition.entry(name.partition.clone()).or_default();
            for batch in read {
                out.push(evaluate(&format_args!("part {name}"), &batch)?);
            }
        }
        for (partition, bitmap) in &matched.new {
            let rows = change.new_rows[&state.schema.name].take(partition, bitmap)?;
            let new = evaluate(&"rows inserted in the same entry", &rows)?;
            by_partition.entry(partition.clone()).or_default().push(new);
        }
        let mut added = Vec::new();
        for (partition, batches) in by_partition {
            let Some(first) = batches.first() else {
                continue;
            };
            let all = arrow::compute::concat_batches(&first.schema(), &batches)?;
            if all.num_rows() > 0 {
                added.push((partition, all));
            }
        }
        Ok(Some((matched, added)))
    }

    /// `ALTER TABLE … ADD/DROP/RENAME/MODIFY COLUMN` at `index`: the table takes
    /// `schema`, and its live rows, each column computed from the old row by its
    /// source, are written again as one part per partition named by `index`; the old
    /// parts and their masks are removed, and merges of them scheduled before are
    /// dropped. The work is bounded by `rows_max` live rows and [`UPDATE_BYTES_MAX`]
    /// bytes of new rows (DESIGN §2.9); past either, or where a value does not convert,
    /// every replica rejects it alike, having changed nothing (DESIGN §2.8).
    #[allow(clippy::too_many_arguments)]
    fn alter_columns(
        &self,
        index: u64,
        table: &str,
        schema: &TableSchema,
        previous: u32,
        sources: &[Option<String>],
        rows_max: u64,
        change: &mut Change,
    ) -> Applied {
        let state = existing(change, table)?;
        if state.schema.checksum() != previous {
            return reject(format!(
                "table {table} changed (altered, or dropped and created again) since the ALTER was checked; nothing was changed"
            ));
        }
        // Only the columns change: a TTL modified since the proposal (which the
        // checksum leaves out) is not undone.
        let only_columns = TableSchema {
            columns: schema.columns.clone(),
            ..(*state.schema).clone()
        };
        if only_columns != *schema {
            return reject(format!(
                "table {table} changed since the ALTER was checked; nothing was changed"
            ));
        }
        if sources.len() != schema.columns.len() {
            return reject(format!(
                "ALTER of {table}: its new columns do not match their sources"
            ));
        }
        schema
            .validate()
            .map_err(|e| ApplyError::Rejected(e.to_string()))?;
        // Only names' metadata change (a default, a comment): the parts stay.
        if alter_keeps_rows(&state.schema, schema, sources) {
            change
                .batch
                .insert(keys::table(table), codec::encode(schema))?;
            change.table_mut(table).schema = Arc::new(schema.clone());
            return Ok(CommandOutcome::Done);
        }
        let parts: Vec<Arc<ActivePart>> = state.parts.values().cloned().collect();
        // Which rows are live must be known here as everywhere (DESIGN §2.1).
        for part in &parts {
            part.check_masks(table)?;
        }
        let live: u64 = parts.iter().map(|p| p.live_rows()).sum();
        if live > rows_max {
            return reject(format!(
                "ALTER TABLE {table} … COLUMN rewrites every live row, and the table has {live}, more than the {rows_max} it may rewrite (alter_rows_max); nothing was changed"
            ));
        }
        let compiled = match delete::unwound(|| {
            self.compiler
                .compile_reshape(&state.schema, schema, sources)
        }) {
            Ok(Ok(compiled)) => compiled,
            Ok(Err(Error::Predicate(reason))) | Err(Error::Predicate(reason)) => {
                return reject(format!("ALTER TABLE {table}: {reason}"))
            }
            Ok(Err(e)) | Err(e) => return Err(ApplyError::Fatal(e)),
        };
        let mut by_partition: BTreeMap<String, Vec<arrow::array::RecordBatch>> = Default::default();
        let mut bytes = 0u64;
        for part in &parts {
            if part.live_rows() == 0 {
                continue;
            }
            let (reader, _) = part
                .file
                .reader(&part.meta)
                .map_err(|e| crate::damage::blame(table, part, e))?;
            // One row group at a time: memory holds the new rows and one group's old.
            let mut start = 0u64;
            for &n in &part.meta.row_group_rows {
                let (lo, hi) = (start as u32, (start + n) as u32);
                start += n;
                let mut rows = RoaringBitmap::new();
                rows.insert_range(lo..hi);
                rows -= part.mask.as_ref();
                if rows.is_empty() {
                    continue;
                }
                let read = delete::unwound(|| reader.read_rows(None, &rows))
                    .and_then(|r| r.map_err(Error::from))
                    .map_err(|e| crate::damage::blame(table, part, e))?;
                for batch in read {
                    let new = match delete::unwound(|| compiled.apply(&batch)) {
                        Ok(Ok(new)) => new,
                        Ok(Err(reason)) | Err(Error::Predicate(reason)) => {
                            return reject(format!(
                            "ALTER TABLE {table}: rewrite part {}: {reason}; nothing was changed",
                            part.name
                        ))
                        }
                        Err(e) => return Err(ApplyError::Fatal(e)),
                    };
                    bytes = bytes.saturating_add(logical_bytes(&new));
                    if bytes > UPDATE_BYTES_MAX {
                        return reject(format!(
                        "ALTER TABLE {table} … COLUMN: the rewritten rows take more than the {UPDATE_BYTES_MAX} bytes an entry may make; nothing was changed"
                    ));
                    }
                    by_partition
                        .entry(part.name.partition.clone())
                        .or_default()
                        .push(new);
                }
            }
        }
        for part in &parts {
            change.remove_part(self, table, &part.name)?;
        }
        // Every merge of the table reads parts that are gone: queued, being built or
        // built, none is kept.
        for merge in state.pending.keys() {
            change.batch.remove(keys::pending(table, *merge))?;
        }
        change.forget.push((table.to_string(), None));
        change
            .batch
            .insert(keys::table(table), codec::encode(schema))?;
        let t = change.table_mut(table);
        t.pending.clear();
        t.schema = Arc::new(schema.clone());
        for (partition, batches) in by_partition {
            let Some(first) = batches.first() else {
                continue;
            };
            let all = arrow::compute::concat_batches(&first.schema(), &batches)?;
            change
                .new_rows
                .entry(table.to_string())
                .or_default()
                .append(&partition, all)?;
        }
        self.write_new_rows(index, change)?;
        Ok(CommandOutcome::Done)
    }

    /// An inline INSERT at `index`: its rows join the entry's new rows. Rows that are
    /// not the table's, or a table dropped or created again since the proposal,
    /// reject it alike on every replica, having changed nothing.
    fn insert_rows(
        &self,
        index: u64,
        table: &str,
        schema: u32,
        partitions: &[InlineRows],
        change: &mut Change,
    ) -> Applied {
        let state = existing(change, table)?;
        if state.schema.checksum() != schema {
            return reject(format!(
                "table {table} was altered, or dropped and created again, while the INSERT ran; nothing was inserted"
            ));
        }
        let arrow = maskhouse_part::schema::arrow_schema(&state.schema);
        let mut decoded = Vec::new();
        for p in partitions {
            maskhouse_types::validate_partition_id(&p.partition)
                .map_err(|e| ApplyError::Rejected(e.to_string()))?;
            let batch = maskhouse_part::decode_rows(&p.data, &arrow)
                .map_err(|e| ApplyError::Rejected(format!("INSERT into {table}: {e}")))?;
            if batch.num_rows() as u64 != p.rows {
                return reject(format!(
                    "INSERT into {table}: {} rows given for partition {}, {} recorded",
                    batch.num_rows(),
                    p.partition,
                    p.rows
                ));
            }
            decoded.push((p.partition.clone(), batch));
        }
        let mut rows = 0;
        let mut parts = Vec::new();
        for (partition, batch) in decoded {
            rows += batch.num_rows() as u64;
            change
                .new_rows
                .entry(table.to_string())
                .or_default()
                .append(&partition, batch)?;
            parts.push(PartName::new_insert(&partition, index));
        }
        Ok(CommandOutcome::Inserted { rows, parts })
    }

    /// Writes the entry's new rows: each partition's live rows, sorted, as one part
    /// named by `index`. In a replacing table they then replace the older rows of
    /// their keys, as an INSERT's parts do (DESIGN §2.11). Returns the parts written.
    fn write_new_rows(
        &self,
        index: u64,
        change: &mut Change,
    ) -> Result<std::collections::BTreeSet<(String, PartName)>> {
        let mut written = std::collections::BTreeSet::new();
        for (table, rows) in std::mem::take(&mut change.new_rows) {
            let state = change.catalog.tables[&table].clone();
            let arrow = maskhouse_part::schema::arrow_schema(&state.schema);
            let live = rows.into_live(&arrow)?;
            if live.is_empty() {
                continue;
            }
            let dir = self.table_dir(&table);
            maskhouse_part::create_dir_durable(&dir).map_err(|e| Error::Invalid(e.to_string()))?;
            let mut added = Vec::new();
            for (partition, batch) in live {
                let sorted = maskhouse_part::sort_batch(&batch, &state.schema.sort_key())?;
                let name = PartName::new_insert(&partition, index);
                let (bytes, meta) = maskhouse_part::encode_part(&sorted)?;
                // Written, fsynced and renamed before the catalog names it; applied
                // again after a crash, the same bytes are written again.
                maskhouse_part::publish(&dir, &format!("{name}.parquet"), &bytes)?;
                change
                    .batch
                    .insert(keys::part(&table, &name), codec::encode(&meta))?;
                // Its footer and block sums from the bytes just written: its first
                // reader (a point DELETE in a later entry) reads no more than that.
                let file = Arc::new(PartFile::new(self.part_path(&table, &name)));
                file.keep_footer(
                    file.generation(),
                    maskhouse_part::Footer::of_bytes(&bytes, &meta)?,
                );
                let part = Arc::new(ActivePart {
                    name: name.clone(),
                    meta,
                    file,
                    masks: Vec::new(),
                    mask: Arc::new(RoaringBitmap::new()),
                });
                if let Some(&first_key) = state.schema.sort_key().first() {
                    self.key_filters.seed(&part, sorted.column(first_key));
                }
                change
                    .table_mut(&table)
                    .parts
                    .insert(name.clone(), part.clone());
                added.push(part);
                written.insert((table.clone(), name));
            }
            self.replace_keys(index, &table, &added, change)?;
        }
        Ok(written)
    }

    /// In a replacing table, masks under `index` the rows the entry's `added` parts
    /// replace and those of their own rows that lose (DESIGN §2.11); elsewhere nothing.
    fn replace_keys(
        &self,
        index: u64,
        table: &str,
        added: &[Arc<ActivePart>],
        change: &mut Change,
    ) -> Result<()> {
        let state = change.catalog.tables[table].clone();
        if !state.schema.engine.is_replacing() || added.is_empty() {
            return Ok(());
        }
        let replaced = crate::upsert::replaced(
            &state.schema,
            added,
            &state.parts_before(index),
            self.config.delete_threads,
            change.priority,
            &|p, column, probe| self.may_hold_keys(p, column, probe),
            &self.decoded_groups,
        )?;
        for (name, bitmap) in &replaced {
            change.add_mask_version(table, name, index, bitmap)?;
        }
        Ok(())
    }

    /// The rows `predicate` newly matches for the mutation at `index`: in each part it
    /// applies to, in part order, and in the entry's new rows. `change` holds the state
    /// as of the mutation (what its subqueries read).
    fn matched_rows(
        &self,
        index: u64,
        state: &TableState,
        predicate: &str,
        limits: &SubqueryLimits,
        change: &Change,
    ) -> Result<Matched> {
        let compiled = delete::unwound(|| {
            self.compiler
                .compile(&change.catalog, &state.schema, predicate, limits)
        })??;
        let mut parts = state.parts_before(index);
        // Which rows are already deleted must be known here as everywhere (DESIGN §2.1).
        for part in &parts {
            part.check_masks(&state.schema.name)?;
        }
        // A point predicate on the first key column skips, without reading them, the
        // parts whose key filter lacks its keys (never one that could match).
        let first_key = state.schema.sort_key().first().copied();
        let pinned = first_key.and_then(|c| compiled.pinned_values(c));
        let probe = pinned
            .as_ref()
            .and_then(|values| crate::KeyProbe::new(values).ok());
        if let (Some(column), Some(probe)) = (first_key, &probe) {
            parts.retain(|p| {
                !compiled.may_match(&p.meta.columns) || self.may_hold_keys(p, column, probe)
            });
        }
        // A point lookup reads the same row groups as the ones before it, and in them
        // only the rows holding its keys.
        let lookup = probe.as_ref().map(|_| delete::KeyLookup {
            decoded: &self.decoded_groups,
            keys: first_key.zip(pinned).and_then(|(column, values)| {
                let position = compiled.columns().iter().position(|&c| c == column)?;
                delete::SortedKeys::new(position, values)
            }),
        });
        let matched = delete::newly_matched(
            &state.schema.name,
            &parts,
            compiled.as_ref(),
            self.config.delete_threads,
            change.priority,
            lookup.as_ref(),
            Some(self.scan_columns()),
        )?;
        let new = match change.new_rows.get(&state.schema.name) {
            Some(rows) => delete::unwound(|| rows.matching(compiled.as_ref()))??,
            None => Vec::new(),
        };
        Ok(Matched {
            parts: matched,
            new,
        })
    }

    /// For a TTL's rewrite by `condition` (`Command::MergeParts`'s `expire`): the rows of
    /// `deleted` (the part's deleted rows as of the merge) that the condition does not
    /// match, which the result keeps, still deleted. Reads what a DELETE by the
    /// condition reads of the part, and nothing when no row was deleted (DESIGN §2.9).
    /// A TTL condition reads no other table (`BAD_TTL_EXPRESSION` otherwise), so the
    /// catalog it is compiled against changes nothing.
    pub(crate) fn kept_rows(
        &self,
        catalog: &Catalog,
        schema: &TableSchema,
        part: &Arc<ActivePart>,
        deleted: &RoaringBitmap,
        condition: &str,
        priority: Priority,
    ) -> Result<RoaringBitmap> {
        let mut kept = deleted.clone();
        if kept.is_empty() {
            return Ok(kept);
        }
        let compiled = delete::unwound(|| {
            self.compiler
                .compile(catalog, schema, condition, &SubqueryLimits::default())
        })??;
        // The deleted rows as the only ones to look at: every other row counts as
        // deleted.
        let mut others = RoaringBitmap::new();
        others.insert_range(0..part.meta.rows as u32);
        others -= deleted;
        let only_deleted = Arc::new(ActivePart {
            mask: Arc::new(others),
            ..(**part).clone()
        });
        let expired = delete::newly_matched(
            &schema.name,
            &[only_deleted],
            compiled.as_ref(),
            self.config.delete_threads,
            priority,
            None,
            None,
        )?;
        for (_, rows) in expired {
            kept -= rows;
        }
        Ok(kept)
    }

    /// `MergeParts` at `index`: checks the inputs, then drops them at once when no row
    /// is live, or records the merge as pending and hands it to the worker (after the
    /// commit). Nothing here grows with the data (DESIGN §2.9), but a TTL's rewrite
    /// reads what a DELETE by its condition reads of parts with deleted rows.
    fn merge(
        &self,
        index: u64,
        table: &str,
        names: &[PartName],
        expire: Option<&str>,
        change: &mut Change,
    ) -> Applied {
        let state = existing(change, table)?;
        // Proposed from a state before `SYSTEM STOP MERGES`: refused here alike.
        if state.merges_stopped {
            return reject(format!("merges of table {table} are stopped"));
        }
        if names.is_empty() || names.len() > self.config.merge_parts_max {
            return reject(format!(
                "a merge takes 1 to {} parts, got {}",
                self.config.merge_parts_max,
                names.len()
            ));
        }
        let mut parts = Vec::new();
        for n in names {
            match state.parts.get(n) {
                Some(_) if state.is_merging(n) => {
                    return reject(format!("part {n} is being merged"))
                }
                Some(p) if !parts.iter().any(|q: &Arc<ActivePart>| q.name == *n) => {
                    parts.push(p.clone())
                }
                Some(_) => return reject(format!("part {n} named twice")),
                None => return reject(format!("part {n} is not active")),
            }
        }
        parts.sort_by(|a, b| a.name.cmp(&b.name));
        let partition = &parts[0].name.partition;
        if parts.iter().any(|p| &p.name.partition != partition) {
            return reject("a merge takes parts of one partition".to_string());
        }
        // Whether the inputs are dropped or merged, and what the merge writes, rest on
        // their deleted rows, which must be known here as everywhere (DESIGN §2.1): a
        // damaged version is repaired and the entry applied again.
        for p in &parts {
            p.check_masks(table)?;
        }
        // The rows each input leaves out: its deleted rows, but for a TTL's rewrite
        // only those its condition expires.
        let mut masks: Vec<Arc<RoaringBitmap>> = parts.iter().map(|p| p.mask.clone()).collect();
        if let Some(condition) = expire {
            for (p, mask) in parts.iter().zip(&mut masks) {
                let kept = self.kept_rows(
                    &change.catalog,
                    &state.schema,
                    p,
                    mask.as_ref(),
                    condition,
                    change.priority,
                );
                let kept = match kept {
                    Ok(kept) => kept,
                    Err(Error::Predicate(reason)) => return reject(reason),
                    Err(e) => return Err(ApplyError::Fatal(e)),
                };
                if !kept.is_empty() {
                    *mask = Arc::new(mask.as_ref() - &kept);
                }
            }
        }
        let live: u64 = parts.iter().map(|p| p.live_rows()).sum();
        if live == 0 {
            for p in &parts {
                change.remove_part(self, table, &p.name)?;
            }
            return Ok(CommandOutcome::Merged {
                removed: parts.iter().map(|p| p.name.clone()).collect(),
                added: None,
            });
        }
        let name = PartName {
            partition: partition.clone(),
            min_block: parts
                .iter()
                .map(|p| p.name.min_block)
                .min()
                .expect("non-empty"),
            max_block: parts
                .iter()
                .map(|p| p.name.max_block)
                .max()
                .expect("non-empty"),
            level: parts.iter().map(|p| p.name.level).max().expect("non-empty") + 1,
            data_version: Some(index),
        };
        let pending = PendingMerge {
            merge: index,
            inputs: parts.iter().map(|p| p.name.clone()).collect(),
            name: name.clone(),
            expire: expire.map(str::to_string),
        };
        change
            .batch
            .insert(keys::pending(table, index), codec::encode(&pending))?;
        change
            .table_mut(table)
            .pending
            .insert(index, pending.clone());
        // The inputs' masks now are their masks as of the merge.
        change.jobs.push(Job {
            table: table.to_string(),
            pending,
            schema: state.schema.clone(),
            inputs: parts.iter().cloned().zip(masks).collect(),
            priority: change.priority,
        });
        Ok(CommandOutcome::MergeScheduled { merge: index, name })
    }

    /// `CommitMerge`: registers the built result of merge `merge` in place of its
    /// inputs, with the masks of deletes committed since the merge carried over through
    /// the merge's placement of rows. A merge no longer pending (committed already, or
    /// its table dropped) is nothing to do.
    fn commit_merge(
        &self,
        index: u64,
        table: &str,
        merge: u64,
        meta: &maskhouse_types::PartMeta,
        change: &mut Change,
    ) -> Applied {
        let state = existing(change, table)?;
        let Some(pending) = state.pending.get(&merge).cloned() else {
            return Ok(CommandOutcome::Done);
        };
        let built = match self.merger.wait(table, merge) {
            Some(Ok(b)) => b,
            Some(Err(failure)) => {
                return Err(ApplyError::Fatal(Error::Invalid(format!(
                    "merge {merge} of {table} failed here: {}",
                    failure.message
                ))))
            }
            None => {
                return Err(ApplyError::Fatal(Error::Invalid(format!(
                    "merge {merge} of {table} was never built here"
                ))))
            }
        };
        if built.meta.checksum != meta.checksum || built.meta.rows != meta.rows {
            return Err(ApplyError::Fatal(Error::Corrupt(format!(
                "merged part {} has checksum {:08x}, the proposer's {:08x}",
                pending.name, built.meta.checksum, meta.checksum
            ))));
        }
        // Deletes since the merge, by mutation, in the result's row numbers.
        let mut carried: std::collections::BTreeMap<u64, RoaringBitmap> = Default::default();
        for (i, input) in pending.inputs.iter().enumerate() {
            let part = state.parts.get(input).ok_or_else(|| {
                ApplyError::Fatal(Error::Corrupt(format!("merge input {input} is not active")))
            })?;
            // Deletes since the merge, decoded once.
            let mut later: Vec<(u64, RoaringBitmap)> = Vec::new();
            for version in part.masks.iter().filter(|v| v.mutation > merge) {
                let bytes = self
                    .stored_mask(table, input, version.mutation)?
                    .ok_or_else(|| {
                        Error::Corrupt(format!("mask {} of {input}", version.mutation))
                    })?;
                let deleted = mask::decode(&bytes, part.meta.rows).map_err(|e| {
                    Error::damaged_mask_version(table, input, version.mutation, e.to_string())
                })?;
                later.push((version.mutation, deleted));
            }
            let placed = |rows: &RoaringBitmap| -> Result<RoaringBitmap> {
                let mut out = RoaringBitmap::new();
                for row in rows.iter() {
                    out.insert(built.position(i, row).ok_or_else(|| {
                        Error::Corrupt(format!("row {row} of {input} has no place in the merge"))
                    })?);
                }
                Ok(out)
            };
            // A TTL's rewrite keeps rows deleted before the merge that it left in: they
            // stay deleted, in a version of this entry's number (the result takes no
            // version of a mutation before it, DESIGN §2.2).
            if pending.expire.is_some() {
                let mut kept = part.mask.as_ref() - built.masks[i].as_ref();
                for (_, deleted) in &later {
                    kept -= deleted;
                }
                let kept = placed(&kept)?;
                if !kept.is_empty() {
                    *carried.entry(index).or_default() |= kept;
                }
            }
            for (mutation, deleted) in &later {
                *carried.entry(*mutation).or_default() |= placed(deleted)?;
            }
        }
        let name = pending.name.clone();
        let file = Arc::new(PartFile::new(self.part_path(table, &name)));
        if let Some(footer) = &built.footer {
            file.keep_footer(file.generation(), footer.clone());
        }
        let mut merged = ActivePart {
            name: name.clone(),
            meta: meta.clone(),
            file,
            masks: Vec::new(),
            mask: Arc::new(RoaringBitmap::new()),
        };
        let mut cumulative = RoaringBitmap::new();
        for (mutation, bitmap) in &carried {
            assert!(bitmap.max().is_some_and(|m| u64::from(m) < meta.rows));
            assert!(bitmap.is_disjoint(&cumulative));
            let encoded = mask::encode(bitmap);
            change
                .batch
                .insert(keys::mask(table, &name, *mutation), encoded.as_slice())?;
            merged.masks.push(MaskVersion {
                mutation: *mutation,
                digest: mask::digest(&encoded, bitmap.len()),
            });
            cumulative |= bitmap;
        }
        merged.mask = Arc::new(cumulative);
        for input in &pending.inputs {
            change.remove_part(self, table, input)?;
        }
        change
            .batch
            .insert(keys::part(table, &name), codec::encode(meta))?;
        change.batch.remove(keys::pending(table, merge))?;
        let t = change.table_mut(table);
        t.pending.remove(&merge);
        t.parts.insert(name.clone(), Arc::new(merged));
        change.forget.push((table.to_string(), Some(merge)));
        Ok(CommandOutcome::Merged {
            removed: pending.inputs,
            added: Some(name),
        })
    }
}

/// The names `AddParts` at `index` gives `parts` in `catalog` (the state as of the
/// entry), or why every replica rejects it. Nothing here reads a file.
fn add_parts_names(
    catalog: &Catalog,
    index: u64,
    table: &str,
    parts: &[StagedPart],
    schema: u32,
) -> std::result::Result<Vec<PartName>, String> {
    let state = catalog
        .tables
        .get(table)
        .ok_or_else(|| format!("table {table} does not exist"))?;
    if state.schema.checksum() != schema {
        return Err(format!(
            "table {table} was altered, or dropped and created again, while the INSERT ran; nothing was inserted"
        ));
    }
    crate::upsert::replacing_insert_check(&state.schema, parts)?;
    let mut names: Vec<PartName> = Vec::new();
    for staged in parts {
        // The id names a file under staging/: anything else is never looked for.
        if let Err(e) = crate::validate_staging_id(&staged.staging_id) {
            return Err(e.to_string());
        }
        let name = PartName::new_insert(&staged.partition, index);
        if names.contains(&name) {
            return Err(format!(
                "two parts of partition {} in one insert",
                staged.partition
            ));
        }
        if !staged.meta.is_consistent() {
            return Err(format!("inconsistent metadata for part {name}"));
        }
        names.push(name);
    }
    Ok(names)
}

/// The fields of a `Command::Delete`, statement `statement` of its entry.
#[derive(Clone, Copy)]
struct Delete<'a> {
    statement: u32,
    predicate: &'a str,
    created_ms: u64,
    limits: &'a SubqueryLimits,
}

/// The bytes of `batch`'s data as its rows use them (not the buffers' capacity, which
/// may differ with how they were built): the same on every replica.
fn logical_bytes(batch: &arrow::array::RecordBatch) -> u64 {
    batch
        .columns()
        .iter()
        .map(|c| {
            c.to_data()
                .get_slice_memory_size()
                .map_or(u64::MAX, |b| b as u64)
        })
        .fold(0, u64::saturating_add)
}

/// Whether an `ALTER TABLE … COLUMN` from `old` to `new` leaves every stored value as
/// it is: the same columns in the same order and types, each its own source (a
/// default, a `MATERIALIZED` expression or a comment changed). Its entry then changes
/// the table's metadata alone.
pub fn alter_keeps_rows(old: &TableSchema, new: &TableSchema, sources: &[Option<String>]) -> bool {
    old.columns.len() == new.columns.len()
        && sources.len() == new.columns.len()
        && old
            .columns
            .iter()
            .zip(&new.columns)
            .zip(sources)
            .all(|((o, n), source)| {
                o.name == n.name
                    && o.ty == n.ty
                    && source.as_deref()
                        == Some(maskhouse_types::sql::quoted_name(&o.name).as_str())
            })
}

/// The fields of a `Command::Update`, statement `statement` of its entry.
struct Update<'a> {
    statement: u32,
    assignments: &'a [(String, String)],
    predicate: &'a str,
    created_ms: u64,
    limits: &'a SubqueryLimits,
    rows_max: u64,
    /// New rows the entry may hold with this statement's (see [`GROUP_NEW_ROWS_MAX`]).
    group_rows_max: u64,
}

/// What a DELETE or an UPDATE matches that no earlier mutation deleted.
struct Matched {
    /// Rows of parts, in part order.
    parts: Vec<(PartName, RoaringBitmap)>,
    /// Rows of the entry's new rows, by partition.
    new: Vec<(String, RoaringBitmap)>,
}

impl Matched {
    fn rows(&self) -> u64 {
        let parts: u64 = self.parts.iter().map(|(_, m)| m.len()).sum();
        parts + self.new.iter().map(|(_, m)| m.len()).sum::<u64>()
    }
}

/// How a command is named in an error.
fn command_kind(command: &Command) -> &'static str {
    match command {
        Command::CreateDatabase { .. } => "CREATE DATABASE",
        Command::DropDatabase { .. } => "DROP DATABASE",
        Command::CreateTable { .. } => "CREATE TABLE",
        Command::ReplaceTable { .. } => "CREATE OR REPLACE TABLE",
        Command::DropTable { .. } => "DROP TABLE",
        Command::TruncateTable { .. } => "TRUNCATE",
        Command::AddParts { .. } => "staged INSERT",
        Command::Delete { .. } => "DELETE",
        Command::MergeParts { .. } => "merge",
        Command::CommitMerge { .. } => "merge commit",
        Command::DropParts { .. } => "part drop",
        Command::Update { .. } => "UPDATE",
        Command::InsertRows { .. } => "INSERT",
        Command::Group { .. } => "group",
        Command::SetMerges { stopped: true, .. } => "SYSTEM STOP MERGES",
        Command::SetMerges { stopped: false, .. } => "SYSTEM START MERGES",
        Command::ModifyTtl { .. } => "ALTER TABLE … MODIFY TTL",
        Command::AlterColumns { .. } => "ALTER TABLE … COLUMN",
        Command::ModifySettings { .. } => "ALTER TABLE … MODIFY SETTING",
    }
}

/// `table`'s schema from this entry on: what `ALTER TABLE … MODIFY TTL` and
/// `… MODIFY SETTING` change, no rows.
fn replace_schema(change: &mut Change, table: &str, schema: TableSchema) -> Applied {
    change
        .batch
        .insert(keys::table(table), codec::encode(&schema))?;
    change.table_mut(table).schema = Arc::new(schema);
    Ok(CommandOutcome::Done)
}

/// Why a command had no effect.
enum ApplyError {
    /// Invalid at apply time; every replica rejects it alike.
    Rejected(String),
    /// The replica cannot go on.
    Fatal(Error),
}

impl<E: Into<Error>> From<E> for ApplyError {
    fn from(e: E) -> Self {
        ApplyError::Fatal(e.into())
    }
}

type Applied = std::result::Result<CommandOutcome, ApplyError>;

fn reject(reason: String) -> Applied {
    Err(ApplyError::Rejected(reason))
}

/// The table a command writes to. A view has no parts: every write to one is refused
/// here, whatever the proposer saw (a table dropped and a view created under its name
/// in between).
fn existing(change: &Change, table: &str) -> std::result::Result<Arc<TableState>, ApplyError> {
    let state = change
        .catalog
        .tables
        .get(table)
        .cloned()
        .ok_or_else(|| ApplyError::Rejected(format!("table {table} does not exist")))?;
    if state.schema.engine.is_view() {
        return Err(ApplyError::Rejected(format!(
            "{table} is a view: nothing writes to it"
        )));
    }
    Ok(state)
}
