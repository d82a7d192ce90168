//! The table settings maskhouse reads, from `CREATE TABLE … SETTINGS` and
//! `ALTER TABLE … MODIFY SETTING` (docs/sql.md, "Table settings"). A table keeps every
//! setting it is given, as written; the ones below change what its merges pick or when
//! its TTL is swept, and their values are checked when they are set.

use maskhouse_store::merge_policy::MergePolicy;
use maskhouse_types::{codes, Command, TableSchema};

use crate::{settings::QuerySettings, Engine, Error, Result};

/// How a setting's value is read.
#[derive(Clone, Copy)]
enum Kind {
    UInt,
    /// An integer of either sign.
    Int,
    Bool,
}

/// The settings a table's value changes, with how their values read. Every other
/// setting is kept and shown, and changes nothing (docs/sql.md).
const READ: &[(&str, Kind)] = &[
    ("max_bytes_to_merge_at_max_space_in_pool", Kind::UInt),
    ("max_bytes_to_merge_at_min_space_in_pool", Kind::UInt),
    ("exclude_deleted_rows_for_part_size_in_merge", Kind::Bool),
    ("merge_with_ttl_timeout", Kind::UInt),
    ("max_partitions_to_read", Kind::Int),
];

fn parse_uint(value: &str) -> Option<u64> {
    value.trim_matches('\'').parse().ok()
}

fn parse_bool(value: &str) -> Option<bool> {
    match value.trim_matches('\'').to_ascii_lowercase().as_str() {
        "1" | "true" => Some(true),
        "0" | "false" => Some(false),
        _ => None,
    }
}

/// Checks the value of every setting in `settings` that maskhouse reads, and that no
/// setting is given twice.
pub(crate) fn check(settings: &[(String, String)]) -> Result<()> {
    for (i, (name, value)) in settings.iter().enumerate() {
        if settings[..i].iter().any(|(k, _)| k == name) {
            return Err(
                Error::bad(format!("Setting {name} is given twice. (BAD_ARGUMENTS)"))
                    .with_code(codes::BAD_ARGUMENTS),
            );
        }
        let Some((_, kind)) = READ.iter().find(|(n, _)| n == name) else {
            continue;
        };
        let ok = match kind {
            Kind::UInt => parse_uint(value).is_some(),
            Kind::Int => value.trim_matches('\'').parse::<i64>().is_ok(),
            Kind::Bool => parse_bool(value).is_some(),
        };
        if !ok {
            let what = match kind {
                Kind::UInt => "a non-negative integer",
                Kind::Int => "an integer",
                Kind::Bool => "0 or 1",
            };
            return Err(Error::bad(format!(
                "Table setting {name} = {value}: the value must be {what}. (BAD_ARGUMENTS)"
            ))
            .with_code(codes::BAD_ARGUMENTS));
        }
    }
    Ok(())
}

/// ClickHouse's consistency checks between table settings
/// (`MergeTreeSettings::sanityCheck`), over the settings a table would have: its own,
/// with a `MODIFY SETTING`'s applied. A value that is not a number is left to the
/// per-setting checks of [`check`]. Defaults are ClickHouse's; the merge pool is
/// ClickHouse's default 16 threads × 2 tasks each.
pub(crate) fn sanity_check(settings: &[(String, String)]) -> Result<()> {
    const POOL_TASKS: f64 = 32.0;
    let get = |name: &str, default: f64| -> f64 {
        settings
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .and_then(|(_, v)| v.trim_matches('\'').parse::<f64>().ok())
            .unwrap_or(default)
    };
    let fail = |message: String| {
        Err(Error::bad(format!("{message} (BAD_ARGUMENTS)")).with_code(codes::BAD_ARGUMENTS))
    };
    for name in [
        "number_of_free_entries_in_pool_to_execute_mutation",
        "number_of_free_entries_in_pool_to_lower_max_size_of_merge",
        "number_of_free_entries_in_pool_to_execute_optimize_entire_partition",
    ] {
        let value = get(name, 0.0);
        if value > POOL_TASKS {
            return fail(format!(
                "The value of '{name}' setting ({value}) is greater than the number of tasks \
                 of the merge pool ({POOL_TASKS})."
            ));
        }
    }
    if get("index_granularity", 8192.0) < 1.0 {
        return fail("index_granularity: value 0 makes no sense".to_string());
    }
    let (bytes, min_bytes) = (
        get("index_granularity_bytes", 10_485_760.0),
        get("min_index_granularity_bytes", 1024.0),
    );
    if bytes > 0.0 && bytes < min_bytes {
        return fail(format!(
            "index_granularity_bytes: {bytes} is lower than specified \
             min_index_granularity_bytes: {min_bytes}"
        ));
    }
    let jbod = get("min_bytes_to_rebalance_partition_over_jbod", 0.0);
    let merge_max = get(
        "max_bytes_to_merge_at_max_space_in_pool",
        (150u64 << 30) as f64,
    );
    if jbod > 0.0 && jbod < (merge_max / 1024.0).floor() {
        return fail(format!(
            "min_bytes_to_rebalance_partition_over_jbod: {jbod} is lower than specified \
             max_bytes_to_merge_at_max_space_in_pool / 1024: {}",
            (merge_max / 1024.0).floor()
        ));
    }
    let pairs = [
        (
            "max_cleanup_delay_period",
            300.0,
            "cleanup_delay_period",
            30.0,
        ),
        (
            "max_merge_selecting_sleep_ms",
            60_000.0,
            "merge_selecting_sleep_ms",
            5000.0,
        ),
    ];
    for (max_name, max_default, name, default) in pairs {
        let (max, value) = (get(max_name, max_default), get(name, default));
        if max < value {
            return fail(format!(
                "The value of {max_name} setting ({max}) must be greater than the value of \
                 {name} setting ({value})"
            ));
        }
    }
    let slowdown = get("merge_selecting_sleep_slowdown_factor", 1.2);
    if slowdown < 1.0 {
        return fail(format!(
            "The value of merge_selecting_sleep_slowdown_factor setting ({slowdown}) cannot be \
             less than 1.0"
        ));
    }
    Ok(())
}

/// The value of the table's setting `name`, as written.
fn value<'a>(schema: &'a TableSchema, name: &str) -> Option<&'a str> {
    schema
        .settings
        .iter()
        .rev()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// A table setting read as an unsigned integer (`None`: not set, or not a number).
pub(crate) fn uint(schema: &TableSchema, name: &str) -> Option<u64> {
    value(schema, name).and_then(parse_uint)
}

/// `base` with the table's merge settings: `max_bytes_to_merge_at_max_space_in_pool`
/// caps a merge's bytes, and `exclude_deleted_rows_for_part_size_in_merge` counts a
/// part's live rows' share of them only. (`…_at_min_space_in_pool` is what ClickHouse
/// takes when its merge pool is nearly full; maskhouse has no such pool, so it is kept
/// and changes nothing.)
pub(crate) fn merge_policy(base: &MergePolicy, schema: &TableSchema) -> MergePolicy {
    MergePolicy {
        // The server's cap is a ceiling the table's setting cannot raise.
        merge_bytes_max: uint(schema, "max_bytes_to_merge_at_max_space_in_pool")
            .unwrap_or(maskhouse_store::merge_policy::MERGE_BYTES_MAX)
            .min(base.merge_bytes_max),
        exclude_deleted_rows: value(schema, "exclude_deleted_rows_for_part_size_in_merge")
            .and_then(parse_bool)
            .unwrap_or(false),
        ..base.clone()
    }
}

impl Engine {
    /// `ALTER TABLE t MODIFY SETTING k = v, …` / `RESET SETTING k, …`: one entry
    /// changes the table's settings on every replica; the next merge round (or
    /// OPTIMIZE) picks by them.
    pub(crate) async fn modify_settings(
        &self,
        table: &str,
        set: Vec<(String, String)>,
        reset: Vec<String>,
        settings: &QuerySettings,
    ) -> Result<()> {
        self.barrier(settings).await?;
        let state = self.alterable(
            self.writable_table(table, "ALTER TABLE … MODIFY SETTING is not supported")?,
            "ALTER TABLE … MODIFY SETTING is not supported",
        )?;
        check(&set)?;
        let mut effective: Vec<(String, String)> = state
            .schema
            .settings
            .iter()
            .filter(|(k, _)| !reset.contains(k))
            .cloned()
            .collect();
        effective.extend(set.iter().cloned());
        sanity_check(&effective)?;
        let command = Command::ModifySettings {
            table: table.to_string(),
            set,
            reset,
            schema: state.schema.checksum(),
        };
        self.expect_done(command, table).await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schema(settings: &[(&str, &str)]) -> TableSchema {
        let sql = "CREATE TABLE t (a UInt64) ENGINE = MergeTree ORDER BY a";
        let (toks, _) = crate::statement::tokenize(sql);
        TableSchema {
            settings: settings
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            ..crate::ddl::parse_create(sql, &toks).unwrap().schema
        }
    }

    #[test]
    fn merge_settings_reach_the_policy() {
        let base = MergePolicy::default();
        let policy = merge_policy(&base, &schema(&[]));
        assert_eq!(policy.merge_bytes_max, 150 << 30);
        assert!(!policy.exclude_deleted_rows);
        let policy = merge_policy(
            &base,
            &schema(&[
                ("max_bytes_to_merge_at_max_space_in_pool", "80000"),
                ("exclude_deleted_rows_for_part_size_in_merge", "1"),
            ]),
        );
        assert_eq!(policy.merge_bytes_max, 80_000);
        assert!(policy.exclude_deleted_rows);
        assert_eq!(policy.fan_in_max, base.fan_in_max);
    }

    /// ClickHouse's checks between settings (its answers: 36 for each refused one).
    #[test]
    fn settings_are_checked_together() {
        let set = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        };
        let refused = |pairs: &[(&str, &str)]| {
            sanity_check(&set(pairs)).err().and_then(|e| e.code) == Some(codes::BAD_ARGUMENTS)
        };
        assert!(sanity_check(&set(&[])).is_ok());
        assert!(refused(&[(
            "number_of_free_entries_in_pool_to_execute_mutation",
            "100"
        )]));
        assert!(sanity_check(&set(&[(
            "number_of_free_entries_in_pool_to_execute_mutation",
            "20"
        )]))
        .is_ok());
        assert!(refused(&[(
            "number_of_free_entries_in_pool_to_lower_max_size_of_merge",
            "100"
        )]));
        assert!(refused(&[("index_granularity", "0")]));
        assert!(refused(&[
            ("index_granularity_bytes", "1"),
            ("min_index_granularity_bytes", "1024")
        ]));
        assert!(sanity_check(&set(&[
            ("index_granularity_bytes", "0"),
            ("min_index_granularity_bytes", "1024")
        ]))
        .is_ok());
        assert!(refused(&[("max_cleanup_delay_period", "10")]));
        assert!(refused(&[("merge_selecting_sleep_slowdown_factor", "0.5")]));
        // The last value of a setting given twice (a MODIFY SETTING after CREATE) wins.
        assert!(sanity_check(&set(&[
            ("index_granularity_bytes", "1"),
            ("index_granularity_bytes", "2048")
        ]))
        .is_ok());
    }

    #[test]
    fn values_are_checked() {
        let set = |k: &str, v: &str| vec![(k.to_string(), v.to_string())];
        assert!(check(&set("max_bytes_to_merge_at_max_space_in_pool", "'100'")).is_ok());
        assert!(check(&set("exclude_deleted_rows_for_part_size_in_merge", "true")).is_ok());
        assert!(check(&set("some_setting_kept_as_written", "x")).is_ok());
        let twice = [
            ("a".to_string(), "1".to_string()),
            ("a".to_string(), "2".to_string()),
        ];
        assert_eq!(check(&twice).unwrap_err().code, Some(codes::BAD_ARGUMENTS));
        for (k, v) in [
            ("max_bytes_to_merge_at_max_space_in_pool", "-1"),
            ("max_bytes_to_merge_at_min_space_in_pool", "lots"),
            ("exclude_deleted_rows_for_part_size_in_merge", "2"),
            ("merge_with_ttl_timeout", "1.5"),
        ] {
            let e = check(&set(k, v)).unwrap_err();
            assert_eq!(e.code, Some(codes::BAD_ARGUMENTS), "{k} = {v}");
        }
    }
}
