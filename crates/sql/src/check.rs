//! `CHECK TABLE t [PARTITION p | PART 'name']`: every file of the table's active parts
//! on this node read whole and checked against the size and CRC-32 the catalog records
//! for it; a part one of whose mask versions failed to decode here fails too. A part
//! whose file fails is reported damaged, so the node fetches a verified copy from a
//! peer (DESIGN §2.6) as it does for damage a read finds; the statement itself changes
//! nothing.

use std::sync::Arc;

use datafusion::arrow::{
    array::{RecordBatch, StringArray, UInt8Array},
    datatypes::{DataType, Field, Schema},
};
use maskhouse_types::{codes, PartName};

use crate::{engine::Output, settings::QuerySettings, Engine, Error, Result};

impl Engine {
    pub(crate) async fn check_table(
        &self,
        table: &str,
        partition: Option<&str>,
        part: Option<&str>,
        settings: &QuerySettings,
    ) -> Result<Output> {
        self.barrier(settings).await?;
        let state = self.writable_table(table, "CHECK TABLE is not supported")?;
        let wanted: Option<PartName> = match part {
            Some(name) => Some(name.parse().map_err(|_| no_such_part(table, name))?),
            None => None,
        };
        let parts: Vec<_> = state
            .parts
            .values()
            .filter(|p| partition.is_none_or(|id| p.name.partition == id))
            .filter(|p| wanted.as_ref().is_none_or(|w| *w == p.name))
            .cloned()
            .collect();
        if let (Some(name), true) = (part, parts.is_empty()) {
            return Err(no_such_part(table, name));
        }
        let mut results: Vec<(String, bool, String)> = Vec::with_capacity(parts.len());
        for p in parts {
            let file = p.clone();
            let verified = tokio::task::spawn_blocking(move || {
                maskhouse_part::verify_file(&file.file.path, &file.meta)
            })
            .await
            .map_err(|e| Error::internal(format!("CHECK TABLE: {e}")))?;
            let message = match (verified, p.damaged_mask()) {
                // The disk failed, not the file: the statement fails and nothing is
                // reported damaged (DESIGN §2.8).
                (Err(e), _) if matches!(e.kind(), maskhouse_part::ErrorKind::Io) => {
                    return Err(Error::internal(format!(
                        "CHECK TABLE {table}: part {} cannot be read: {e}",
                        p.name
                    )));
                }
                (Err(e), _) => {
                    p.file.report_damage();
                    e.to_string()
                }
                (Ok(()), Some(mutation)) => format!(
                    "mask version {mutation} fails to decode here; it is fetched again from a peer"
                ),
                (Ok(()), None) => String::new(),
            };
            if !message.is_empty() {
                tracing::warn!(table, part = %p.name, %message, "CHECK TABLE: part failed");
            }
            results.push((p.name.to_string(), message.is_empty(), message));
        }
        let (schema, columns): (Schema, Vec<datafusion::arrow::array::ArrayRef>) =
            if settings.check_query_single_value_result {
                let passed = results.iter().all(|(_, ok, _)| *ok);
                (
                    Schema::new(vec![Field::new("result", DataType::UInt8, false)]),
                    vec![Arc::new(UInt8Array::from(vec![u8::from(passed)]))],
                )
            } else {
                (
                    Schema::new(vec![
                        Field::new("part_path", DataType::Utf8, false),
                        Field::new("is_passed", DataType::UInt8, false),
                        Field::new("message", DataType::Utf8, false),
                    ]),
                    vec![
                        Arc::new(StringArray::from_iter_values(
                            results.iter().map(|(name, _, _)| name),
                        )),
                        Arc::new(UInt8Array::from_iter_values(
                            results.iter().map(|(_, ok, _)| u8::from(*ok)),
                        )),
                        Arc::new(StringArray::from_iter_values(
                            results.iter().map(|(_, _, message)| message),
                        )),
                    ],
                )
            };
        let schema = Arc::new(schema);
        let batch = RecordBatch::try_new(schema.clone(), columns)?;
        Ok(Output::Rows {
            schema,
            batches: vec![batch],
        })
    }
}

fn no_such_part(table: &str, name: &str) -> Error {
    Error::bad(format!(
        "No such data part '{name}' to check in table '{table}'. (NO_SUCH_DATA_PART)"
    ))
    .with_code(codes::NO_SUCH_DATA_PART)
}
